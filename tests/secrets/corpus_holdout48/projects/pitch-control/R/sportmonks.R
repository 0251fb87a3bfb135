library(httr2)
token <- Sys.getenv("SPORTMONKS_API_TOKEN")
fixtures <- request("https://api.sportmonks.com/v3/football/fixtures/date/2025-03-15") |>
  req_url_query(api_token = token, include = "participants;scores") |>
  req_perform() |> resp_body_json()
# league ids: 8 (Premier League), 501 (Scottish Premiership)
