# football-data.org v4, used for fixtures of the comparison leagues
library(httr2)
fd_token <- "{{hex32:football-data-token}}"
m <- request("https://api.football-data.org/v4/competitions/PL/matches") |>
  req_headers(`X-Auth-Token` = fd_token) |>
  req_url_query(season = 2024) |>
  req_perform() |> resp_body_json()
length(m$matches)
