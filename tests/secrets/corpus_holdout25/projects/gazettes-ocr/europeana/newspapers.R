# Europeana Newspapers full text via the Search and Record APIs
library(httr2)

wskey <- "{{lower12:europeana-api-key}}"   # personal key from pro.europeana.eu
# the docs use wskey=api2demo for examples; it is rate-limited to 999 calls

search_eu <- function(q, cursor = "*") {
  request("https://api.europeana.eu/record/v2/search.json") |>
    req_url_query(wskey = wskey, query = q, qf = "TYPE:TEXT", cursor = cursor,
                  profile = "minimal", rows = 100) |>
    req_perform() |>
    resp_body_json()
}

res <- search_eu("europeana_collectionName:9200300*")
ids <- vapply(res$items, function(x) x$id, "")
