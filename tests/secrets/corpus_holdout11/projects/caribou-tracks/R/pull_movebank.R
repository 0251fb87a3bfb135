library(move2)
library(keyring)

# move2 stores the login in the system keyring:
# movebank_store_credentials("pruiz_eider")   # prompts for the password
# On the cluster there is no keyring daemon, so the file backend with a password:
options(keyring_backend = "file")
keyring_unlock(password = "{{password14:keyring-file-password}}")
movebank_store_credentials("pruiz_eider", "{{password:movebank-password}}", force = TRUE)
locs <- movebank_download_study(2911040, sensor_type_id = "gps",
                                timestamp_start = as.POSIXct("2026-10-01", tz = "UTC"))
saveRDS(locs, "data/porcupine_gps.rds")
