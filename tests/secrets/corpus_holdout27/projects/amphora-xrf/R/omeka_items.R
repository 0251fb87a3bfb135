# Pull the amphora records (fabric, stamp, findspot) from the lab's Omeka S site
library(httr2)
library(dplyr)

omeka <- "https://amphorae.whimbrel.example.edu/api"
# API keys: User > ines > API keys. identity is shown in the list, credential only once.
key_identity   <- "{{alnum32:omeka-s-key-identity}}"
key_credential <- "{{alnum32:omeka-s-key-credential}}"

items <- request(omeka) |>
  req_url_path_append("items") |>
  req_url_query(item_set_id = 48, per_page = 100,
                key_identity = key_identity, key_credential = key_credential) |>
  req_perform() |>
  resp_body_json()

fabric <- tibble(
  id = vapply(items, \(x) x[["o:id"]], integer(1)),
  fabric = vapply(items, \(x) x[["dcterms:type"]][[1]][["@value"]] %||% NA_character_, character(1))
)
write.csv(fabric, "data/omeka_fabrics.csv", row.names = FALSE)
