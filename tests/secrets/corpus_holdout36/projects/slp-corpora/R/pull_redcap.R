# Pull the session log (participants, consent flags, recording ids) from REDCap.
library(REDCapR)
library(dplyr)

uri   <- "https://redcap.stint.example.org/api/"
# project 1187 "SLP voice corpus", export rights only
token <- "{{hex32_upper:redcap-api-token}}"

sessions <- redcap_read(redcap_uri = uri, token = token,
                        fields = c("record_id", "consent_audio", "session_date", "recording_uuid"))$data
sessions |>
  filter(consent_audio == 1) |>
  write.csv("data/consented_sessions.csv", row.names = FALSE)
