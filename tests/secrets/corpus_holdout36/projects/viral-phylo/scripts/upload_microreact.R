# Push the time tree and metadata to a Microreact project for the collaborators.
library(httr2)
library(jsonlite)

microreact_token <- "{{jwt:microreact-api-token}}"
project_id <- "h5n1-arctic-2026"

doc <- list(
  meta = list(name = "H5N1 Arctic 2026", description = "augur build 7c9e1f3"),
  files = list(tree = readLines("results/tree.nwk"), data = read.delim("results/metadata.tsv"))
)

req <- request("https://microreact.org/api/projects/create") |>
  req_headers(`Access-Token` = microreact_token, `Content-Type` = "application/json") |>
  req_body_raw(toJSON(doc, auto_unbox = TRUE))
resp <- req_perform(req)
print(resp_body_json(resp)$url)
