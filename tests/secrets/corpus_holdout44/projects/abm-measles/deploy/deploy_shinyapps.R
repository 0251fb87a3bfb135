# Deploy the outbreak dashboard to shinyapps.io (account neze-lab).
library(rsconnect)

rsconnect::setAccountInfo(
  name   = "neze-lab",
  token  = "{{hex32_upper:shinyapps-token}}",
  secret = "{{shinyapps_secret}}"
)

# Posit Connect on site uses the key from ~/.Renviron instead:
# rsconnect::connectApiUser(server = "woodcock", apiKey = Sys.getenv("CONNECT_API_KEY"))

rsconnect::deployApp("dashboard", appName = "measles-abm", forceUpdate = TRUE)
