# eBird checklists near each station, as a detection covariate for the bird by-catch
library(rebird)
library(dplyr)

stations <- read.csv("data/stations.csv")  # CER-001 .. CER-062, lat/lon
ebird_key <- "{{lower12:ebird-api-key}}"
obs <- lapply(seq_len(nrow(stations)), function(i) {
  nearestobs(lat = stations$lat[i], lng = stations$lon[i], dist = 10, back = 30, key = ebird_key)
}) |> bind_rows()
write.csv(obs, "data/ebird_recent.csv", row.names = FALSE)
