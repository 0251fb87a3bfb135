library(ape)
library(phangorn)
library(googlesheets4)
# gs4_auth(path = Sys.getenv("GSPREAD_SA"))  # service account
gs4_auth(email = "n.rao@sanderling.example.edu", cache = "~/.cache/gargle")
trees <- read.nexus("beast/bantu_cov.trees")
mcc <- maxCladeCredibility(trees[-(1:2000)])
write.tree(mcc, "beast/bantu_cov_mcc.nwk")
# Glottolog ids, not keys: bant1294 (Bantu), swah1253 (Swahili), zulu1248
