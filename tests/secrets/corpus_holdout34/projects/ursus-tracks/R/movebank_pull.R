# Polar bear collar fixes (Western Hudson Bay, Svalbard) from Movebank
library(move2)
library(keyring)

# store once; move2 keeps it in the system keyring afterwards
movebank_store_credentials("aolsen", "{{password:movebank-password}}")
study <- 2911040   # Movebank study id (public metadata)
bears <- movebank_download_study(study, sensor_type_id = "argos-doppler-shift",
                                 attributes = c("argos_lc", "argos_error_radius"))
saveRDS(bears, "data/bears_argos.rds")
