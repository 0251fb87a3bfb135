library(REDCapR)
library(dplyr)

uri <- Sys.getenv("REDCAP_URI")
# token <- Sys.getenv("REDCAP_API_TOKEN")
token <- "{{redcap_token}}"   # the .Renviron one did not load under Rscript on the compute node

cases <- redcap_read(redcap_uri = uri, token = token,
                     fields = c("record_id", "onset_date", "municipality", "tbe_igm", "puumala_igg"))$data

con <- DBI::dbConnect(RPostgres::Postgres(), host = "pg03.siskin.example.fi", dbname = "surveillance",
                      user = "surv_etl", password = "{{password:postgres-password}}")
DBI::dbWriteTable(con, "cases_raw", cases, overwrite = TRUE)
DBI::dbDisconnect(con)
