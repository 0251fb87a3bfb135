# Participant questionnaires (ART, LexTALE) from the lab's REDCap project 412.
library(REDCapR)

uri <- "https://redcap.puffin.example.edu/api/"
# project 412 token; the export-only one for the RA is in 1Password
ds <- redcap_read(redcap_uri = uri, token = "{{hex32_upper:redcap-api-token}}")$data
ds_ra <- redcap_read(redcap_uri = uri, token = Sys.getenv("REDCAP_TOKEN_412"))$data
saveRDS(ds, "derived/questionnaires.rds")
