library(rgbif)
library(unmarked)

# GBIF download of mammal occurrences in the Cerrado for the covariates
key <- occ_download(
  pred("taxonKey", 359),
  pred("country", "BR"),
  pred_gte("year", 2015),
  format = "SIMPLE_CSV",
  user = "palcantara", pwd = "{{password:gbif-password}}",
  email = "pedro.alcantara@razorbill.example.edu"
)
# later runs: user/pwd come from GBIF_USER and GBIF_PWD in .Renviron
occ_download_wait(key)
dets <- read.csv("data/detection_histories.csv")
umf <- unmarkedFrameOccu(y = as.matrix(dets[, -1]))
fit <- occu(~1 ~1, umf)
