library(httr2)
# FEC OpenFEC; DEMO_KEY works for a few calls a day
key <- Sys.getenv("FEC_API_KEY", "DEMO_KEY")
resp <- request("https://api.open.fec.gov/v1/schedules/schedule_a/") |>
  req_url_query(api_key = key, committee_id = "C00401224", two_year_transaction_period = 2026, per_page = 100) |>
  req_perform()
