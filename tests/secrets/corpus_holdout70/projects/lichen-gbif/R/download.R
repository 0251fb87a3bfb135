# Nordic lichen occurrences (Cladonia, Stereocaulon, Peltigera) for the SDMs
library(rgbif)

# credentials from ~/.Renviron (GBIF_USER, GBIF_PWD, GBIF_EMAIL)
taxa <- name_backbone_checklist(c("Cladonia", "Stereocaulon", "Peltigera"))$usageKey
dl <- occ_download(
  pred_in("taxonKey", taxa),
  pred_in("country", c("IS", "NO", "SE", "FI", "GL", "FO")),
  pred("hasCoordinate", TRUE),
  pred("hasGeospatialIssue", FALSE),
  format = "SIMPLE_CSV",
  user = Sys.getenv("GBIF_USER"), pwd = Sys.getenv("GBIF_PWD"), email = Sys.getenv("GBIF_EMAIL")
)
occ_download_wait(dl)
# last run: 0048212-250426092105405, DOI 10.15468/dl.7x3kqp
d <- occ_download_get(dl, path = "data/gbif", overwrite = TRUE) |> occ_download_import()
