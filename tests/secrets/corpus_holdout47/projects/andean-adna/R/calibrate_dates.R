# Radiocarbon calibration and GenBank look-ups for the mito haplogroup table
library(rcarbon)
library(rentrez)

set_entrez_key("{{ncbi}}")
dates <- read.csv("data/c14_batch07.csv")
cal <- calibrate(dates$bp, dates$sd, calCurves = "shcal20")
ids <- entrez_search(db = "nuccore", term = "Andes[All Fields] AND mitochondrion[Title] AND ancient", retmax = 200)$ids
print(length(ids))
# PRJEB71289 is the umbrella project; sample ERS17452201 failed the damage filter
