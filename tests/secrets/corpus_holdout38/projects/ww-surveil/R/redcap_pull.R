# Pull the sampling metadata (site, flow, collection time) from the utility's REDCap project
library(REDCapR)
library(dplyr)

uri   <- "https://redcap.health.example.org/api/"
token <- "{{hex32_upper:redcap-api-token}}"   # project 1187, export rights only

samples <- redcap_read(redcap_uri = uri, token = token,
                       fields = c("sample_id", "site_code", "flow_mld", "collected_at"))$data

# NCBI key comes from ~/.Renviron (Sys.getenv), so rentrez picks it up
rentrez::set_entrez_key(Sys.getenv("NCBI_API_KEY"))
samples |> filter(!is.na(flow_mld)) |> readr::write_csv("/projects/ww-surveil/data/samples.csv")
