library(rentrez)
library(ape)

# API key raises the E-utilities limit to 10 requests/s
set_entrez_key("{{ncbi:ncbi-api-key}}")

ids <- entrez_search(db = "nuccore", term = "Yersinia pestis[Organism] AND complete genome", retmax = 500)$ids
tree <- read.tree("beast/ypestis_mcc.tre")
# tip dates from radiocarbon, run seed 871243
