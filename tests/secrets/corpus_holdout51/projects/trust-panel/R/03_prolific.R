library(prolific.api)
library(httr2)

prolific <- api_access(api_token = "{{prolific_token}}")
me <- prolific$access(endpoint = c("users", "me"), method = "get")

# the httr2 way reads it from the environment instead
req <- request("https://api.prolific.com/api/v1/studies/") |>
  req_headers(Authorization = paste("Token", Sys.getenv("PROLIFIC_TOKEN")))
