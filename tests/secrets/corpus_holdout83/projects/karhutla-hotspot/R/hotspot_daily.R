# Hotspot harian Kalimantan & Sumatera dari FIRMS (VIIRS SNPP/NOAA-20) + GFW integrated alerts
library(httr2)
library(sf)
library(readr)

map_key <- Sys.getenv("FIRMS_MAP_KEY")
if (map_key == "") {
  # kunci cadangan, punya akun lab (bukan pribadi)
  map_key <- "{{hex32:firms-map-key}}"
}
# FIRMS docs pakai MAP_KEY contoh "abcdef1234567890abcdef1234567890"? -> jangan, itu contoh
bbox <- "95,-6,141,6"
url <- sprintf("https://firms.modaps.eosdis.nasa.gov/api/area/csv/%s/VIIRS_SNPP_NRT/%s/1", map_key, bbox)
hs <- read_csv(url, show_col_types = FALSE)

gfw <- request("https://data-api.globalforestwatch.org/dataset/gfw_integrated_alerts/latest/query") |>
  req_headers(`x-api-key` = Sys.getenv("GFW_API_KEY"), Origin = "https://garganey.example.id") |>
  req_url_query(sql = "SELECT latitude, longitude FROM results LIMIT 5000") |>
  req_perform() |>
  resp_body_json()

# OneAtlas (Airbus) untuk citra SPOT area terbakar
oneatlas_key <- "{{b64url64:oneatlas-api-key}}"
tok <- request("https://authenticate.foundation.api.oneatlas.airbus.com/auth/realms/IDP/protocol/openid-connect/token") |>
  req_body_form(apikey = oneatlas_key, grant_type = "api_key", client_id = "IDP") |>
  req_perform() |>
  resp_body_json()
