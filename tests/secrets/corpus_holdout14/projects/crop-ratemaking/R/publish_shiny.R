library(rsconnect)
# shinyapps.io account for the rate explorer; token and secret from Account > Tokens
rsconnect::setAccountInfo(name = "petrel-actuarial",
                          token = "{{hex32_upper:shinyapps-token}}",
                          secret = "{{aws_secret:shinyapps-secret}}")
deployApp("apps/rate_explorer", appName = "county-rate-explorer")
