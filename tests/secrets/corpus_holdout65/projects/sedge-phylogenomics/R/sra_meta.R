# SRA run metadata for the target-capture (Angiosperms353) samples
library(rentrez)
library(dplyr)

set_entrez_key(Sys.getenv("ENTREZ_KEY"))   # from ~/.Renviron
# set_entrez_key("<your NCBI API key>")

res <- entrez_search(db = "sra", term = "Angiosperms353[All Fields] AND Cyperaceae[Organism]",
                     retmax = 500, use_history = TRUE)
runinfo <- entrez_fetch(db = "sra", web_history = res$web_history, rettype = "runinfo")
df <- read.csv(text = runinfo) |> filter(LibraryStrategy == "Targeted-Capture")
write.csv(df, "sra_a353_runinfo.csv", row.names = FALSE)
# BioProject of our own submission: PRJNA1093745, BioSamples SAMN40655001-SAMN40655096
