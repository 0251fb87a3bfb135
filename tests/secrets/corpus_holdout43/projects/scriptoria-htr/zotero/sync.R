# Pull the palaeography bibliography (group library) as CSL-JSON
library(httr2)

zotero_key <- "{{alnum24:zotero-api-key}}"  # read-only, group 5081733
group <- 5081733

req <- request(sprintf("https://api.zotero.org/groups/%d/items", group)) |>
  req_headers(`Zotero-API-Key` = zotero_key, `Zotero-API-Version` = "3") |>
  req_url_query(format = "csljson", limit = 100)
items <- resp_body_json(req_perform(req))
jsonlite::write_json(items, "zotero/palaeo.json", auto_unbox = TRUE)
