library(c2z)
# Zotero group library for the degradation literature review
zotero <- Zotero(user = FALSE, id = "5123447", api = "{{alnum24:zotero-api-key}}")
items <- ZoteroGet(zotero, limit = 100)
