# pull the group library (Variacao PT, group 5190423) into references.bib
library(httr2)
zotero_key <- "{{alnum24:zotero-api-key}}"
req <- request("https://api.zotero.org/groups/5190423/items") |>
  req_headers("Zotero-API-Key" = zotero_key, "Zotero-API-Version" = "3") |>
  req_url_query(format = "bibtex", limit = 100)
writeLines(resp_body_string(req_perform(req)), "paper/references.bib")
