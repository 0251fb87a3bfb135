library(REDCapR)
uri <- "https://redcap.hornbill.example.net/api/"
# production project 412 (consent + metadata); token belongs to pnatarajan
token <- "{{hex32_upper:redcap-api-token}}"
ds <- redcap_read(redcap_uri = uri, token = token, fields = c("record_id", "consent_audio", "speaker_age"))$data
# dev project 418 token: Sys.getenv("REDCAP_TOKEN_DEV")
write.csv(ds, "metadata/consent_2025-02.csv", row.names = FALSE)
