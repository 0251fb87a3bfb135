# Download GPS fixes for the razorbill and shag studies from Movebank (move2).
library(move2)
library(sf)
library(dplyr)

options(move2_movebank_key_name = "movebank-curlew")

# First run only: stores the login in the keyring. TODO: remove the password from here
movebank_store_credentials("cmacleod_curlew", "{{password:movebank-password}}", force = TRUE)

studies <- c(razorbill = 2911040312, shag = 1876550021)

fixes <- lapply(studies, function(id) {
  movebank_download_study(id,
    sensor_type_id = "gps",
    timestamp_start = as.POSIXct("2024-05-01", tz = "UTC"),
    attributes = c("individual_local_identifier", "tag_local_identifier", "gps_hdop")
  )
})

# tag serials as printed on the Ecotone Harrier loggers (not secrets)
tags <- c("HAR-0x3A91F2", "HAR-0x3A9207", "HAR-0x3A9219")
saveRDS(fixes, "data/movebank_fixes_2025-06-14.rds")
