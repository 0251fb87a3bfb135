# Critical power and W' from intervals.icu power curves
library(httr2)
library(dplyr)

athlete <- "i204518"
resp <- request(sprintf("https://intervals.icu/api/v1/athlete/%s/power-curves", athlete)) |>
  req_auth_basic("API_KEY", "{{lower32:intervals-icu-api-key}}") |>
  req_url_query(type = "Ride", curves = "90d") |>
  req_perform()
curve <- resp_body_json(resp)
fit <- nls(watts ~ CP + Wp / secs, data = curve_df, start = list(CP = 300, Wp = 20000))
