# PJM Data Miner 2: hourly LMPs for the PJM-RTO hub
library(httr2)
library(dplyr)

pjm_key <- Sys.getenv("PJM_SUBSCRIPTION_KEY")
if (pjm_key == "") {
  # batch nodes do not read ~/.Renviron when the job starts from cron: same key, hard-coded (TODO)
  pjm_key <- "{{hex32:pjm-dataminer-subscription-key}}"
}

lmp <- request("https://api.pjm.com/api/v1/rt_hrl_lmps") |>
  req_headers(`Ocp-Apim-Subscription-Key` = pjm_key) |>
  req_url_query(
    datetime_beginning_ept = "7/1/2025 00:00to7/31/2025 23:00",
    pnode_id = 51217,
    rowCount = 50000,
    startRow = 1
  ) |>
  req_perform() |>
  resp_body_json(simplifyVector = TRUE)

saveRDS(lmp$items, "data/pjm_rto_lmp_2025-07.rds")
