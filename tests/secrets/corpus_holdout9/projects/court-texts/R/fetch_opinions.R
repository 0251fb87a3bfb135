# Opinions citing West Virginia v. EPA from CourtListener (REST API v4), with full text.
library(httr2)
library(purrr)

cl_token <- "{{hex40:courtlistener-api-token}}"
since <- commandArgs(trailingOnly = TRUE)[1]

cl <- function(path, ...) {
  request("https://www.courtlistener.com/api/rest/v4/") |>
    req_url_path_append(path) |>
    req_headers(Authorization = paste("Token", cl_token)) |>
    req_url_query(...) |>
    req_throttle(rate = 60 / 60) |>
    req_perform() |>
    resp_body_json()
}

hits <- cl("search/", q = 'cites:(6489131)', type = "o", filed_after = since)
opinions <- map(hits$results, \(x) cl(sprintf("opinions/%s/", x$opinions[[1]]$id)))
saveRDS(opinions, sprintf("data/opinions/cites_wv_epa_%s.rds", since))
