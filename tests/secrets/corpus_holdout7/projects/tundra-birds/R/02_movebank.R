library(move2)
# movebank_store_credentials() keeps the password in the system keyring, not here
movebank_store_credentials("isolberg")
tracks <- movebank_download_study(2911040, sensor_type_id = "gps",
                                  timestamp_start = as.POSIXct("2026-05-01"))
saveRDS(tracks, "data/whimbrel_tracks_2026.rds")
