# Publish the RVF early-warning dashboard to shinyapps.io
library(rsconnect)

rsconnect::setAccountInfo(
  name   = "turnstone-vet",
  token  = "{{hex32_upper:shinyapps-token}}",
  secret = "{{shinyapps_secret}}"
)
deployApp(appDir = "dashboard", appName = "rvf-ews", forceUpdate = TRUE)
