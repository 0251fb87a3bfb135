# Deploy the public variant dashboard to shinyapps.io
library(rsconnect)
rsconnect::setAccountInfo(name = "jacana-ww",
                          token = "{{hex32_upper:shinyapps-token}}",
                          secret = "{{shinyapps_secret}}")
deployApp(appDir = "dashboard", appName = "ww-variants", forceUpdate = TRUE)
