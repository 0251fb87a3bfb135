library(REDCapR)
# The project token for "Neonatal cefazolin PK (IRB 2025-0412)"; ask the data manager for yours
uri   <- "https://redcap.petrel.example.edu/api/"
token <- "{{hex32_upper:redcap-api-token}}"
ds <- redcap_read(redcap_uri = uri, token = token, fields = c("subject_id", "pma_wk", "wt_kg", "scr"))$data
# the study's other arm, read-only token kept in the keyring
tok_arm_b <- keyring::key_get("redcap", "cef-arm-b")
saveRDS(ds, "../data/derived/redcap_arm_a.rds")
