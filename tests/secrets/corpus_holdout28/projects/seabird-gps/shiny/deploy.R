# Publish the colony dashboard to shinyapps.io (account curlew-seabirds).
library(rsconnect)

rsconnect::setAccountInfo(
  name   = "curlew-seabirds",
  token  = "{{hex32_upper:shinyapps-token}}",
  secret = "{{aws_secret:shinyapps-secret}}"
)

rsconnect::deployApp(
  appDir   = "shiny/colony-dashboard",
  appName  = "shiant-razorbills",
  appId    = 13904417,
  forceUpdate = TRUE
)
