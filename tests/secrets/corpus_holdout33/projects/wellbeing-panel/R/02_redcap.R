# Clinical follow-up arm lives in REDCap (project 412).
library(REDCapR)

uri <- "https://redcap.greenshank.example.org/api/"
token <- "{{hex32_upper:redcap-api-token}}"   # API token for project 412, gsouza

ds <- redcap_read(redcap_uri = uri, token = token,
                  forms = c("phq9", "gad7", "wemwbs"))$data
write.csv(ds, "data/raw/redcap_412.csv", row.names = FALSE)
