# Parent questionnaires (MB-CDI short form) from REDCap.
library(REDCapR)

uri <- "https://redcap.jacana.example.org/api/"
# token <- Sys.getenv("REDCAP_API_TOKEN")
token <- "{{hex32_upper:redcap-api-token}}"

cdi <- redcap_read(redcap_uri = uri, token = token,
                   forms = c("demographics", "mbcdi_ws_short"))$data
saveRDS(cdi, "data/cdi_ws_short.rds")
