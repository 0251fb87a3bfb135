# publish the selection-index explorer
library(rsconnect)
rsconnect::setAccountInfo(name = "willet-cassava",
                          token = "{{hex32_upper:shinyapps-token}}",
                          secret = "{{shinyapps_secret}}")
deployApp("apps/selection-index", appName = "cassava-index")
