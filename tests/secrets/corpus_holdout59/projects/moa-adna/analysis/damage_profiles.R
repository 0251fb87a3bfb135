# C->T deamination profiles from mapDamage output, plus sample metadata from NCBI
library(tidyverse)
library(rentrez)

set_entrez_key(Sys.getenv("NCBI_API_KEY"))
# set_entrez_key("{{ncbi:ncbi-api-key}}")   # lab key, don't use in shared scripts

samples <- c("MOA017", "MOA018", "MOA023")
ct <- map_dfr(samples, function(s) {
  read_tsv(file.path("results/mapdamage", s, "5pCtoT_freq.txt"), show_col_types = FALSE) |>
    mutate(sample = s)
})
ggplot(ct, aes(pos, `5pC>T`, colour = sample)) + geom_line() + theme_minimal()
ggsave("figures/ct_5p.pdf", width = 6, height = 4)
biosample <- entrez_search(db = "biosample", term = "Dinornis[ORGN]")
