# Pull the FMD serosurvey (project 41) and the lab results project (project 57) from REDCap
library(REDCapR)
library(dplyr)

uri <- Sys.getenv("REDCAP_URI")
survey <- redcap_read(redcap_uri = uri, token = Sys.getenv("REDCAP_API_TOKEN"))$data

# lab project: separate token (project 57, API export rights only)
token_lab <- "{{hex32_upper:redcap-api-token}}"
lab <- redcap_read(redcap_uri = uri, token = token_lab,
                   fields = c("record_id", "sample_id", "elisa_nsp", "elisa_sp_o"))$data

herds <- survey |> left_join(lab, by = "record_id")
saveRDS(herds, "data/fmd_serosurvey_2026.rds")
