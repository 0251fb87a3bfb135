# lab bibliography for the BCI review (group library 5128841)
library(c2z)
zotero <- Zotero(user = FALSE, id = "5128841", api = "{{alnum24:zotero-api-key}}")
refs <- ZoteroGet(zotero, collection.key = "K7X2PQ9M")$items
