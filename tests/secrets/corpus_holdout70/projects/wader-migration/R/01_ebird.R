# Recent Whimbrel and Black-tailed Godwit sightings in Iceland from eBird
library(rebird)
args <- commandArgs(trailingOnly = TRUE)
region <- if (length(args) > 0) args[[1]] else "IS"
back <- if (length(args) > 1) as.integer(args[[2]]) else 30

# key from EBIRD_KEY in ~/.Renviron; the old hard-coded one is gone
sp <- c(whimbrel = "whimbr", godwit = "bktgod", golden_plover = "eugplo")
obs <- lapply(sp, function(code) ebirdregion(loc = region, species = code, back = back))
# ebirdregion(loc = "IS", species = "whimbr", key = "abc123def456")  # example from an old tutorial
hotspots <- ebirdhotspotlist("IS-1")   # hotspot ids look like L2447139
saveRDS(obs, sprintf("data/ebird/recent_%s_%s.rds", region, Sys.Date()))
