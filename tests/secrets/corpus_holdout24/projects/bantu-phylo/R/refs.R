# Bibliography for the source wordlists, from the group Zotero library
library(c2z)
zotero <- Zotero(
  user = FALSE,
  id = "5388217",                  # group id, not a secret
  api = "{{alnum24:zotero-api-key}}",
  collection.names = "bantu-sources"
)
refs <- ZoteroGet(zotero)
ZoteroExport(refs, format = "bibtex", file = "notes/sources.bib")
