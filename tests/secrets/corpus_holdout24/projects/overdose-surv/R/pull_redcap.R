# Weekly pull of ED overdose visits and EMS naloxone administrations from REDCap
library(REDCapR)
library(dplyr)

uri <- "https://redcap.sanderling.example.edu/api/"
# TODO move to .Renviron (Chipo); Ruth's EMS project token for now
token_ems <- "{{hex32_upper:redcap-api-token}}"
ems <- redcap_read_oneshot(redcap_uri = uri, token = token_ems, fields = c("record_id", "incident_date", "naloxone_doses", "zip"))$data
ed <- redcap_read_oneshot(redcap_uri = uri, token = Sys.getenv("REDCAP_TOKEN_ED"))$data
weekly <- ems |> count(week = lubridate::floor_date(incident_date, "week"), zip)
saveRDS(weekly, "data/ems_weekly.rds")
