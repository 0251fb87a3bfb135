library(move2)
library(keyring)

study_id <- as.numeric(commandArgs(trailingOnly = TRUE)[1])   # e.g. 2913475812
# one-off on the laptop (macOS keychain):
# movebank_store_credentials("pkask", "{{password:movebank-password}}")
# cluster: keyring "env" backend reads MOVEBANK_PASSWORD, see ~/.Renviron
options("keyring_backend" = "env")

trk <- movebank_download_study(study_id,
                               sensor_type_id = c("gps", "argos-doppler-shift"),
                               attributes = "all")
readr::write_csv(sf::st_drop_geometry(trk),
                 sprintf("data/movebank/study_%s.csv", study_id))
# tags: 2024 deployments use individual local ids IS-WH-01..IS-WH-18
