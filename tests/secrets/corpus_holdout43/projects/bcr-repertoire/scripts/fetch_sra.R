# Pull run metadata for the vaccination study from SRA (rentrez)
library(rentrez)
library(dplyr)

set_entrez_key("{{ncbi}}")   # my key; 10 req/s instead of 3
Sys.setenv(ENTREZ_KEY = Sys.getenv("NCBI_API_KEY"))

ids <- entrez_search(db = "sra", term = "PRJNA1048832[BioProject]", retmax = 500)$ids
meta <- entrez_summary(db = "sra", id = ids)
runs <- tibble(uid = names(meta), exp = extract_from_esummary(meta, "expxml"))
write.csv(runs, "airr/sra_runs.csv", row.names = FALSE)
