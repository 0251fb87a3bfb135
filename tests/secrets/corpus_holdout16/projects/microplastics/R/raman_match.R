# Match FTIR/Raman spectra against the Open Specy reference library
library(OpenSpecy)
lib <- read_any("data/openspecy_library_2024.rds")
spec <- read_any("data/spectra/KW-01_filter3.csv")
res <- match_spec(spec, lib, na.rm = TRUE, top_n = 5)
# library checksum from the release notes: sha256 9c4d1e7f0a3b85c62d19e4f7a0b3c68d5e2f1a9b7c4d0e63f8a2b5c19d7e0f34
