# refresh references.bib from the group library "Razorbill exoplanets" (group 5218834)
library(httr2)
zotero_key <- "{{alnum24:zotero-api-key}}"
bib <- request("https://api.zotero.org/groups/5218834/items") |>
  req_headers(`Zotero-API-Key` = zotero_key, `Zotero-API-Version` = "3") |>
  req_url_query(format = "bibtex", limit = 100) |>
  req_perform() |>
  resp_body_string()
writeLines(bib, "references.bib")
