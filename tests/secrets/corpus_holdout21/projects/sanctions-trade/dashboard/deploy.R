# Deploy the sanctions-exposure dashboard to shinyapps.io (account ternecon)
library(rsconnect)
setAccountInfo(name = "ternecon",
               token = "A7C93E0F51D2B8846E1C",
               secret = "{{b64_48:shinyapps-secret}}")
deployApp("dashboard", appName = "sanctions-exposure", forceUpdate = TRUE)
