# Lake area time series from PlanetScope (monthly mosaics), NDWI > 0.3
library(httr2)
library(terra)

Sys.setenv(PL_API_KEY = "{{planet_key:planet-api-key}}")
basemaps <- "https://api.planet.com/basemaps/v1/mosaics"

mosaics <- request(basemaps) |>
  req_auth_basic(Sys.getenv("PL_API_KEY"), "") |>
  req_url_query(name__contains = "global_monthly_2026") |>
  req_perform() |>
  resp_body_json()
length(mosaics$mosaics)
