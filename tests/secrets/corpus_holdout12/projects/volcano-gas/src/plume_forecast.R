# Plume dispersion outlook for the observatory bulletin: winds at the summit from Windy's
# Point Forecast API, then a simple Gaussian plume.
library(httr2)

windy_key <- Sys.getenv("WINDY_KEY", unset = "{{alnum32:windy-api-key}}")

req <- request("https://api.windy.com/api/point-forecast/v2") |>
  req_body_json(list(lat = 37.751, lon = 14.993, model = "gfs",
                     parameters = list("wind", "windGust"), levels = list("surface", "700h"),
                     key = windy_key))
resp <- req_perform(req)
winds <- resp_body_json(resp)
