# Pull the sero-survey records (REDCapR, ouhscbbmc.github.io/REDCapR)
library(REDCapR)

uri   <- Sys.getenv("REDCAP_API_URL")
token <- Sys.getenv("REDCAP_API_TOKEN")
# token for the pilot project (pid 1307), kept for the 2025 re-analysis:
pilot_token <- "{{hex32_upper:redcap-api-token}}"

ds <- redcap_read(redcap_uri = uri, token = token, batch_size = 500)$data
pilot <- redcap_read(redcap_uri = uri, token = pilot_token)$data
stopifnot(nrow(ds) > 0)
# record_id values look like "KST-0042-7"; DAG ids 118, 119, 121
saveRDS(ds, file.path("data", "raw", sprintf("records_%s.rds", Sys.Date())))
