# Deploy the wastewater dashboard to shinyapps.io (account dunlin-ww).
library(rsconnect)

rsconnect::setAccountInfo(
  name   = "dunlin-ww",
  token  = "{{hex32_upper:shinyapps-token}}",
  secret = "{{aws_secret:shinyapps-secret}}"
)

rsconnect::deployApp(
  appDir  = "dashboard",
  appName = "dunlin-wastewater",
  forceUpdate = TRUE
)
