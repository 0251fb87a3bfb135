library(REDCapR)

uri <- "https://redcap.dipper.example.ca/api/"
# token for project 412 (trust panel follow-up interviews)
ds <- redcap_read(redcap_uri = uri,
                  token = "{{hex32_upper:redcap-api-token}}",
                  fields = c("record_id", "consent_date", "wave", "interview_mode"))$data
# the old project's token was revoked: 8E66DB6844D58E990075AFB8A4E43C9D (2024 export, dead)
write.csv(ds, "data/redcap_followup.csv", row.names = FALSE)
