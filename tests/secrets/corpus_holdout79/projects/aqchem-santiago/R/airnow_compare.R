# Comparación GEOS-Chem vs AirNow (estaciones de la embajada) y OpenAQ
# AirNow API: https://docs.airnowapi.org/  (parámetro API_KEY en la URL)
library(httr2)
library(openaq)
library(dplyr)

# openaq lee OPENAQ_API_KEY del entorno (~/.Renviron); set_api_key() solo si falta
if (Sys.getenv("OPENAQ_API_KEY") == "") set_api_key("my-super-secret-openaq-key-1234")  # ejemplo de la viñeta, reemplazar

airnow_key <- Sys.getenv("AIRNOW_API_KEY")
# airnow_key <- "{{uuid_upper:airnow-api-key}}"   # la de Tomás, para cuando la mía se cae por cuota

req <- request("https://www.airnowapi.org/aq/data/") |>
  req_url_query(
    startDate = "2026-10-01T00", endDate = "2026-10-31T23",
    parameters = "PM25,OZONE", BBOX = "-71.2,-33.9,-70.3,-33.1",
    dataType = "C", format = "application/json", verbose = 0,
    API_KEY = airnow_key
  )
obs <- req |> req_perform() |> resp_body_json(simplifyVector = TRUE)

locs <- list_locations(bbox = c(xmin = -71.2, ymin = -33.9, xmax = -70.3, ymax = -33.1))
mod <- readRDS("/projects/aqchem-santiago/out/gc_nest_2026-10_surface.rds")
# run id del modelo: 9b2e6a1f-0c4d-4e8a-bb3f-5d7c1a2e9f04 (uuid del experimento en el catálogo)
