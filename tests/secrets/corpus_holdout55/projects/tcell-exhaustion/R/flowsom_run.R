suppressPackageStartupMessages({
  library(FlowSOM)
  library(flowCore)
  library(optparse)
})
opt <- parse_args(OptionParser(option_list = list(
  make_option("--seed", type = "integer", default = 20250912),
  make_option("--xdim", type = "integer", default = 14),
  make_option("--ydim", type = "integer", default = 14),
  make_option("--metaclusters", type = "integer", default = 32)
)))
set.seed(opt$seed)
files <- list.files("raw", pattern = "\\.fcs$", recursive = TRUE, full.names = TRUE)
fs <- read.flowSet(files, transformation = FALSE, truncate_max_range = FALSE)
fsom <- FlowSOM(fs, colsToUse = 7:34, xdim = opt$xdim, ydim = opt$ydim, nClus = opt$metaclusters)
saveRDS(fsom, sprintf("out/flowsom_seed%d.rds", opt$seed))
