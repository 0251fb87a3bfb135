# deploy the dashboard to shinyapps.io (Account > Tokens > Show > "With secret")
rsconnect::setAccountInfo(name = "phalarope-ww",
                          token = "{{hex32_upper:shinyapps-token}}",
                          secret = "{{shinyapps_secret}}")
rsconnect::deployApp("/projects/ww-surveil/dashboard", appName = "ww-signal", forceUpdate = TRUE)
