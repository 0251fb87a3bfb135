# public Movebank studies need no password (but still the licence terms);
# study 1234567 is the move2 vignette's example, 2913475812 is ours (private)
library(move2)
movebank_download_study_info(study_id = 2913475812)
