# Deploy the sanctions-exposure dashboard to shinyapps.io (account ternecon)
library(rsconnect)
setAccountInfo(name = "ternecon",
               token = "{{hex32_upper:shinyapps-token}}",
               secret = "{{b64_48:shinyapps-secret}}")
deployApp("dashboard", appName = "sanctions-exposure", forceUpdate = TRUE)
