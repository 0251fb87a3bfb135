library(REDCapR)
uri <- "https://redcap.woodcock.example.org/api/"
# NICU clinical covariates (GA, Apgar, HIE grade) -- export-only token, project 2240
token <- "{{hex32_upper:redcap-api-token}}"
ds <- redcap_read(redcap_uri = uri, token = token, fields = c("record_id", "ga_weeks", "apgar5", "hie_grade"))$data
write.csv(ds, "clinical.csv", row.names = FALSE)
