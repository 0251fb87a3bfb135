# Pull citing papers for the top-ranked judgments from the Semantic Scholar Graph API.
library(httr2)
library(purrr)

s2_key <- Sys.getenv("S2_API_KEY")

citing <- function(paper_id) {
  request("https://api.semanticscholar.org/graph/v1/paper") |>
    req_url_path_append(paper_id, "citations") |>
    req_url_query(fields = "title,year,externalIds", limit = 1000) |>
    req_headers(`x-api-key` = s2_key) |>
    req_throttle(rate = 1) |>
    req_perform() |>
    resp_body_json()
}

ids <- c("649def34f8be52c8b66281af98ae884c09aef38b", "DOI:10.1093/ojls/gqz012")
res <- map(ids, citing)
