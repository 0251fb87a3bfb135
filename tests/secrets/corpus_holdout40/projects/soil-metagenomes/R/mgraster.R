library(MGRASTer)
# webkey from Account Management > Preferences, valid ~1 year
auth.MGRAST("{{alnum25:mgrast-webkey}}")
# docs example key, not mine: j6FNL61ekNarTgqupMma6eMx5
x <- call.MGRAST("matrix", "organism", id = c("mgm4920131.3", "mgm4920132.3"),
                 source = "RefSeq", group_level = "phylum", evalue = 15)
