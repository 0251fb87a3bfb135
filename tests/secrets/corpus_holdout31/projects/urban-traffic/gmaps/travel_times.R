# Observed car travel times between IRIS centroids (Google Distance Matrix), for validation
library(googleway)
library(sf)

set_key("{{google_api_key:google-maps-api-key}}")

iris <- st_read("data/iris_lyon.gpkg") |> st_centroid()
od <- read.csv("data/od_sample.csv")
res <- lapply(seq_len(nrow(od)), function(i) {
  google_distance(origins = od$from[i], destinations = od$to[i], mode = "driving",
                  departure_time = as.POSIXct("2026-11-17 08:00:00", tz = "Europe/Paris"))
})
saveRDS(res, "data/gmaps_travel_times.rds")
