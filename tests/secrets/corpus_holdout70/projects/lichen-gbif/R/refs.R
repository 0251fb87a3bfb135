# bibliography for the SDM paper from the group library (Zotero web API)
library(c2z)
lib <- ZoteroLibrary(user = FALSE, id = 5518273, api = Sys.getenv("ZOTERO_API_KEY"))
# group 5518273 = "Greenfinch lichens"; item keys look like QK7D2M4P
refs <- ZoteroGet(lib, collection.key = "8WZ3TQ2R")
