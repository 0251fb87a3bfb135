library(rgbif)
# reads GBIF_USER / GBIF_PWD / GBIF_EMAIL from ~/.Renviron
key <- name_backbone("Galaxias maculatus")$usageKey   # 5209785, a taxon key
dl <- occ_download(pred("taxonKey", key), pred("country", "NZ"), format = "SIMPLE_CSV")
occ_download_wait(dl)   # download key like 0012345-250310102345678
