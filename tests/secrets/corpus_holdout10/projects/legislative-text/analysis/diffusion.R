library(httr2)
library(dplyr)

key <- Sys.getenv("API_DATA_GOV_KEY")
if (key == "") key <- "DEMO_KEY"  # 30 requests an hour, fine for a smoke test

bill <- request("https://api.congress.gov/v3/bill/118/hr/815") |>
  req_url_query(api_key = key, format = "json") |>
  req_perform() |>
  resp_body_json()
