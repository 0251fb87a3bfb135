# publish the selection-index explorer
library(rsconnect)
rsconnect::setAccountInfo(name = "willet-cassava",
                          token = "A1F3C9E07B2D4F6A8C0E",
                          secret = "{{shinyapps_secret}}")
deployApp("apps/selection-index", appName = "cassava-index")
