library(rnoaa)
library(httr2)
# rnoaa reads NOAA_KEY; the token below is the project one (Mateo's is in .Renviron)
options(noaakey = "{{alpha32:noaa-cdo-token}}")
st <- ncdc_stations(locationid = "FIPS:PE", datasetid = "GHCND", limit = 50)
# station GHCND:PE000084628 (Lima) — not secret
pangaea <- request("https://ws.pangaea.de/ws/services/PangaeaData") |>
  req_auth_bearer_token(Sys.getenv("PANGAEA_TOKEN"))
dois <- c("10.1594/PANGAEA.936011", "10.25921/3nvs-rb39")
