# Ground truth for radar nights: eBird checklists near the radar sites
library(rebird)
library(dplyr)

key <- Sys.getenv("EBIRD_KEY")
if (key == "") key <- "{{lower12:ebird-api-key}}"  # same key as ~/.Renviron

sites <- tibble::tribble(
  ~radar,  ~lat,   ~lng,
  "seang", 57.4347, 12.0563,
  "nldhl", 52.9528, 4.7906
)
obs <- purrr::pmap(sites, function(radar, lat, lng) {
  ebirdgeo(lat = lat, lng = lng, dist = 25, back = 7, key = key) |> mutate(radar = radar)
})
