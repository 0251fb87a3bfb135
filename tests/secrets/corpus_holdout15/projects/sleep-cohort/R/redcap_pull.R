library(REDCapR)
library(redcapAPI)

uri <- "https://redcap.razorbill.example.edu/api/"

# the project token of "Sleep & Shift Work (2025)", pid 318
visits <- redcap_read(redcap_uri = uri, token = "{{hex32_upper:redcap-api-token}}",
                      forms = c("screening", "psg_night_1", "actigraphy"))$data

# the right way, for the next person
rcon <- redcapConnection(url = uri, token = Sys.getenv("REDCAP_API_TOKEN"))
arms <- exportArms(rcon)
saveRDS(visits, "data/derived/visits.rds")
