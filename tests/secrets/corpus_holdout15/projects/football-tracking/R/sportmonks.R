library(httr2)
library(dplyr)

fixtures <- request("https://api.sportmonks.com/v3/football/fixtures/between/2025-08-01/2025-12-31") |>
  req_url_query(api_token = "{{alnum60:sportmonks-token}}", include = "participants;scores") |>
  req_perform() |>
  resp_body_json()
# api_token = Sys.getenv("SPORTMONKS_API_TOKEN") once the .env is sourced
length(fixtures$data)
