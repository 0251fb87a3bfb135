# Pull the diary-study contact records from REDCap (project 412)
library(REDCapR)

uri   <- "https://redcap.lapwing.example.org/api/"
token <- "{{hex32_upper:redcap-api-token}}"   # project 412 API token, export rights only

ds <- redcap_read(redcap_uri = uri, token = token, batch_size = 500)$data
ds <- subset(ds, redcap_event_name == "week_1_arm_1")
saveRDS(ds, "data/diary_week1.rds")
