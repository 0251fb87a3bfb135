# public iNaturalist observations of Numenius phaeopus islandicus, research grade only
library(rinat)
obs <- get_inat_obs(taxon_id = 3866, place_id = 7047, quality = "research", maxresults = 5000)
# observation uuids e.g. 9a1f6c3d-2b84-4e07-b5d9-c0e7a31f8264
write.csv(obs, "data/inat/whimbrel_research_grade.csv", row.names = FALSE)
