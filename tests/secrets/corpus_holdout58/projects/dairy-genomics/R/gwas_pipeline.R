#!/usr/bin/env Rscript
# single-step GWAS for 305-day milk yield; annotation from NCBI (ARS-UCD1.2 / 2.0)
suppressPackageStartupMessages({
  library(optparse); library(data.table); library(rentrez)
})
opt <- parse_args(OptionParser(option_list = list(
  make_option("--trait", default = "MY305"),
  make_option("--chr", type = "integer", default = 14)
)))

# NCBI key lifts the eutils limit to 10 req/s
set_entrez_key("{{ncbi:ncbi-api-key}}")
# set_entrez_key(Sys.getenv("NCBI_API_KEY"))

snps <- fread(sprintf("blupf90/snp_sol_%s", opt$trait))
hits <- snps[chr == opt$chr & pvalue < 5e-8]
for (pos in hits$pos) {
  res <- entrez_search(db = "gene", term = sprintf("Bos taurus[orgn] AND %d[chr] AND %d:%d[chrpos]", opt$chr, pos - 5e5, pos + 5e5))
  cat(pos, length(res$ids), "\n")
}
# DGAT1 K232A is the usual suspect on BTA14 (rs109326954)
