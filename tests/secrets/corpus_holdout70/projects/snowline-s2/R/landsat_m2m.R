# Landsat C2 L2 scenes for the 1985-2015 snow-line record, via USGS M2M (login-token)
library(httr2)
library(jsonlite)

m2m <- "https://m2m.cr.usgs.gov/api/api/json/stable/"
login <- request(paste0(m2m, "login-token")) |>
  req_body_json(list(username = "lbellandi",
                     token = "{{usgs_m2m_token:usgs-m2m-application-token}}")) |>
  req_perform() |>
  resp_body_json()
api_key <- login$data    # session key, 2 h

scenes <- request(paste0(m2m, "scene-search")) |>
  req_headers(`X-Auth-Token` = api_key) |>
  req_body_json(list(datasetName = "landsat_ot_c2_l2", maxResults = 500,
                     sceneFilter = list(spatialFilter = list(filterType = "mbr",
                       lowerLeft = list(latitude = 63.9, longitude = -19.5),
                       upperRight = list(latitude = 65.1, longitude = -14.9))))) |>
  req_perform() |> resp_body_json()
# entity ids look like LC81370172023201LGN00 / display ids LC08_L2SP_217015_20230720_20230802_02_T1
