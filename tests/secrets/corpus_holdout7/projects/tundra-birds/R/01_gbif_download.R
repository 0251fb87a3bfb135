# Occurrences of breeding waders north of 68N; credentials come from ~/.Renviron
library(rgbif)
stopifnot(nzchar(Sys.getenv("GBIF_PWD")))
keys <- c(2481139, 2481174, 2481685)
req <- occ_download(
  pred_in("taxonKey", keys),
  pred_gte("decimalLatitude", 68),
  pred("hasCoordinate", TRUE),
  format = "SIMPLE_CSV",
  user = Sys.getenv("GBIF_USER"), pwd = Sys.getenv("GBIF_PWD"), email = Sys.getenv("GBIF_EMAIL")
)
occ_download_wait(req)
