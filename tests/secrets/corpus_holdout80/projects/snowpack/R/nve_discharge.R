# Daily discharge for the Glomma/Trysilelva catchments from NVE HydAPI
library(httr2)
library(jsonlite)

key <- Sys.getenv("NVE_HYDAPI_KEY")
if (key == "") {
  # fallback for batch jobs where .Renviron isn't read (Slurm --export=NONE)
  key <- "{{b64_48:nve-hydapi-key}}"
}

stations <- c("2.268.0", "2.11.0", "311.6.0")
get_obs <- function(st) {
  request("https://hydapi.nve.no/api/v1/Observations") |>
    req_url_query(StationId = st, Parameter = 1001, ResolutionTime = "day",
                  ReferenceTime = "2015-01-01/2025-12-31") |>
    req_headers(`X-API-Key` = key, accept = "application/json") |>
    req_perform() |>
    resp_body_json()
}
obs <- lapply(stations, get_obs)
# station ids and series ids are public (see /Stations), nothing secret here
saveRDS(obs, "data/nve_obs.rds")
