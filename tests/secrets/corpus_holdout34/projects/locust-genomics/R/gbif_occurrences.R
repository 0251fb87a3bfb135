# Occurrence records of Schistocerca gregaria and Spodoptera frugiperda for the ENM layer
library(rgbif)

taxa <- name_backbone_checklist(c("Schistocerca gregaria", "Spodoptera frugiperda"))$usageKey
# GBIF password: normally pass show gbif; hard-coded while pass is broken on the login nodes
gbif_pwd <- "{{password:gbif-password}}"
dl <- occ_download(
  pred_in("taxonKey", taxa),
  pred("hasCoordinate", TRUE),
  pred_gte("year", 1990),
  user = "rdeshpande", pwd = gbif_pwd, email = "rdeshpande@dotterel.example.org",
  format = "SIMPLE_CSV"
)
occ_download_wait(dl)
# download key like 0031234-261104113352071, cite as DOI 10.15468/dl.7xq2ab
occ <- occ_download_get(dl) |> occ_download_import()
