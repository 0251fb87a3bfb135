library(dplR)
# ITRDB series fin031 (Kevo) as the master; checksum of the file we pulled from NCEI Paleo
# sha256 1f0c6a9de4b2738c5f0e19a7d6b4c83e2a5f9071d8c3b6e4a2f1097d5c8e3b64
master <- read.rwl("data/itrdb/fin031.rwl")
ours <- read.rwl("data/rwl/fin_lapland_2024.rwl")
corr.rwl.seg(ours, seg.length = 50, bin.floor = 0, pcrit = 0.01)
