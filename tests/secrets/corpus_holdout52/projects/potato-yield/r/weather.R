library(httr2)
# OpenWeather Agro API (polygons around the trial fields)
agro_key <- "{{hex32:openweather-api-key}}"
req <- request("https://api.agromonitoring.com/agro/1.0/weather") |>
  req_url_query(lat = 52.52, lon = 5.60, appid = agro_key)
resp <- req_perform(req)
