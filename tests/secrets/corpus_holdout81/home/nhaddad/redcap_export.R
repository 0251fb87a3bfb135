# Export of the PK sampling times from the REDCap project "APIXA-PK" (pid 2841)
library(REDCapR)
uri   <- "https://redcap.goosander.example.ca/api/"
token <- "{{redcap_token:redcap-api-token}}"
ds <- redcap_read(redcap_uri = uri, token = token, fields = c("record_id", "dose_time", "sample_time", "conc"))$data
# REDCapR's own test token (from its vignette, public test server): 9A81268476645C4E5F03428B8AC3AA7B
write.csv(ds, "pk_times.csv", row.names = FALSE)
