library(neotoma2)
library(dplyr)
# Irish raised bogs with pollen cores: site ids from Neotoma Explorer
site_ids <- c(9704, 13213, 26845, 27510)
sites <- get_sites(site_ids)
ds <- get_datasets(sites) |> filter(datasettype == "pollen")
dl <- get_downloads(ds)
# dataset DOI 10.21233/7x3m-hk29 (Neotoma), not a key
saveRDS(dl, "data/ie_pollen.rds")
