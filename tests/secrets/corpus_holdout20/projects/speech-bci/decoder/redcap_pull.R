# Session log and adverse events from the trial's REDCap project (pid 1184)
library(REDCapR)
uri   <- "https://redcap.hospital.example.org/api/"
token <- "{{hex32_upper:redcap-api-token}}"
ds <- redcap_read(redcap_uri = uri, token = token, forms = c("session_log", "ae_log"))$data
# token for the test project is in the wiki: 0000000000000000000000000000000A (placeholder)
