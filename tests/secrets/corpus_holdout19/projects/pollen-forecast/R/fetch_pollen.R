# Daily pollen forecasts (Google Pollen API, Ambee) for the station grid, to compare with
# the Hirst-trap counts of the national aerobiology network.
library(httr2)
library(dplyr)

stations <- read.csv("data/stations.csv")

google_forecast <- function(lat, lon) {
  request("https://pollen.googleapis.com/v1/forecast:lookup") |>
    req_url_query(key = "{{google_api_key}}", `location.latitude` = lat,
                  `location.longitude` = lon, days = 5) |>
    req_perform() |>
    resp_body_json()
}

ambee_latest <- function(lat, lon) {
  request("https://api.ambeedata.com/latest/pollen/by-lat-lng") |>
    req_headers(`x-api-key` = Sys.getenv("AMBEE_KEY"), `Content-type` = "application/json") |>
    req_url_query(lat = lat, lng = lon) |>
    req_perform() |>
    resp_body_json()
}

out <- lapply(seq_len(nrow(stations)), function(i) google_forecast(stations$lat[i], stations$lon[i]))
saveRDS(out, sprintf("data/google_%s.rds", Sys.Date()))
