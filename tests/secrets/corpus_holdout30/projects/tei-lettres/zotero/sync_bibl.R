# Pull the project bibliography from the Zotero group into listBibl.xml
library(httr2)

group_id <- 5310472
zotero_key <- "{{alnum24:zotero-api-key}}"

resp <- request(sprintf("https://api.zotero.org/groups/%d/items", group_id)) |>
  req_headers(`Zotero-API-Key` = zotero_key, `Zotero-API-Version` = "3") |>
  req_url_query(format = "tei", limit = 100) |>
  req_perform()
writeLines(resp_body_string(resp), "data/listBibl.xml")
