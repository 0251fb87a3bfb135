library(geomorph)
library(osfr)

osf_auth("{{alnum70:osf-personal-access-token}}")
proj <- osf_retrieve_node("k7w3q")
osf_ls_files(proj, path = "landmarks") |> osf_download(path = "data/landmarks", conflicts = "skip")

lm <- readland.tps("data/landmarks/humeri.tps", specID = "ID")
gpa <- gpagen(lm)
pca <- gm.prcomp(gpa$coords)
summary(pca)
