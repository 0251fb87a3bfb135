# Deploy the participant feedback dashboard to shinyapps.io
library(rsconnect)
rsconnect::setAccountInfo(name = "greenshank-wellbeing",
                          token = "{{hex32_upper:shinyapps-token}}",
                          secret = "{{shinyapps_secret}}")
deployApp("dashboard", appName = "w4-feedback", forceUpdate = TRUE)
