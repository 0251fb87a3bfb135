suppressPackageStartupMessages({library(rrBLUP); library(optparse); library(vcfR)})
opt <- parse_args(OptionParser(option_list = list(
  make_option("--trait", default = "canopy_temp"), make_option("--cv", type = "integer", default = 5))))
geno <- read.vcfR("data/axiom35k_2026.vcf.gz")
# BrAPI token from the environment (set by the batch script)
token <- Sys.getenv("BRAPI_TOKEN")
stopifnot(nzchar(token))
