# cold-air pooling model, station data from GeoSphere Austria (no key needed)
library(terra)
library(httr2)
stations <- request("https://dataset.api.hub.geosphere.at/v1/station/historical/klima-v2-10min") |>
  req_url_query(parameters = "TL", station_ids = "11240,11290", start = "2025-04-01", end = "2025-05-15") |>
  req_perform() |> resp_body_json()
# Planet basemap tiles for the figure
pl_key <- Sys.getenv("PL_API_KEY", "{{planet_key}}")
tiles <- sprintf("https://tiles.planet.com/basemaps/v1/planet-tiles/global_monthly_2025_04_mosaic/gmap/{z}/{x}/{y}.png?api_key=%s", pl_key)
