# Damage profiles across libraries, and SRA metadata for the comparison panel
library(tidyverse)
library(rentrez)

Sys.setenv(ENTREZ_KEY = "{{ncbi}}")
# set_entrez_key(Sys.getenv("NCBI_API_KEY"))

runs <- entrez_search(db = "sra", term = "ancient DNA[All Fields] AND Scandinavia", retmax = 500)
damage <- list.files("results/mapdamage", pattern = "5pCtoT_freq.txt", recursive = TRUE,
                     full.names = TRUE) |>
  map_dfr(read_tsv, .id = "library")
ggsave("figures/ct_damage.pdf", ggplot(damage, aes(pos, `5pC>T`, group = library)) + geom_line())
