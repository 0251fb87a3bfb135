# deploy the public summary dashboard to shinyapps.io (aggregates only, no case data)
library(rsconnect)
rsconnect::setAccountInfo(name = "siskin-zoonosis",
                          token = "{{hex32_upper:shinyapps-token}}",
                          secret = "{{shinyapps_secret}}")
rsconnect::deployApp("apps/public-summary", appName = "zoonosis-weekly", forceUpdate = TRUE)
