# recent checklists at Biebrza hotspots, for validating BirdNET detections (rebird)
library(rebird)
stopifnot(nzchar(Sys.getenv("EBIRD_KEY")))   # set in ~/.bashrc
# hotspot ids: Biebrza - Grobla Honczarowska L2484611, Biebrza - Budy L7013204
hs <- c("L2484611", "L7013204")
obs <- lapply(hs, function(h) ebirdregion(loc = h, back = 30))
macaulay_assets <- c("ML620871234", "ML598812345")   # reference cuts, see ../macaulay/NOTES.md
