library(rdhs)
library(terra)

set_rdhs_config(email = "k.baptiste@godwit.example.edu",
                project = "Nightlights and household wealth in Haiti",
                config_path = "rdhs.json", global = FALSE)
# rdhs prompts for the password the first time and keeps it in the OS keyring
dhs_api <- "{{alnum10:dhs-api-key}}"
ind <- dhs_data(indicatorIds = "HC_WIXQ_P_LOW", countryIds = "HT", breakdown = "subnational")
bm <- rast("/scratch/kbaptiste/bm/VNP46A3.A2025001.h10v07.002.h5")
