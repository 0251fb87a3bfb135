# Consent status of signers from the REDCap project (PID 4182)
library(REDCapR)
uri   <- "https://redcap.bittern.example.edu/api/"
token <- "{{hex32_upper:redcap-api-token}}"
ds <- redcap_read_oneshot(redcap_uri = uri, token = token, fields = c("signer_id", "consent_video", "consent_release"))$data
