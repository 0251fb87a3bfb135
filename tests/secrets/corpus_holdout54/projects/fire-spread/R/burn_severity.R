# Burn severity summaries from FIRMS + MCD64A1
library(httr2)
library(terra)
library(sf)

firms_key <- Sys.getenv("FIRMS_MAP_KEY")
if (firms_key == "") firms_key <- "{{hex32:firms-map-key}}"

req <- request("https://firms.modaps.eosdis.nasa.gov/api/country/csv") |>
  req_url_path_append(firms_key, "MODIS_NRT", "PER", "10")
fires <- read.csv(text = resp_body_string(req_perform(req)))

# Earthdata login for the MCD64A1 tiles (edl token, valid 60 days)
edl <- "{{earthdata_token}}"
r <- request("https://e4ftl01.cr.usgs.gov/MOTA/MCD64A1.061/") |> req_auth_bearer_token(edl)
