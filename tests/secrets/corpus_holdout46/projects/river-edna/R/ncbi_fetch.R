library(rentrez)
set_entrez_key(Sys.getenv("ENTREZ_KEY"))
ids <- entrez_search(db = "nuccore", term = "Galaxias[ORGN] AND 12S", retmax = 200)$ids
seqs <- entrez_fetch(db = "nuccore", id = ids, rettype = "fasta")
writeLines(seqs, "ref/galaxias_12S.fasta")
