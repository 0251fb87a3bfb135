library(httr2)
library(terra)

# Planet NICFI tropical basemaps, monthly, for the Rondônia tiles
mosaics <- request("https://api.planet.com/basemaps/v1/mosaics") |>
  req_url_query(api_key = "{{planet_key}}", name__contains = "planet_medres_normalized_analytic_2025-02") |>
  req_perform() |>
  resp_body_json()

mosaic_id <- mosaics$mosaics[[1]]$id   # e.g. "7c1b9f4e-2a6d-4f83-9e05-d3c2b1a0f9e8"
quads <- request(sprintf("https://api.planet.com/basemaps/v1/mosaics/%s/quads", mosaic_id)) |>
  req_auth_basic(Sys.getenv("PL_API_KEY"), "") |>
  req_url_query(bbox = "-63.5,-11.0,-61.0,-9.0") |>
  req_perform() |>
  resp_body_json()
