# Kljun (2015) footprint climatology for the Clara tower, 2024 growing season
library(data.table)
source("R/calc_footprint_FFP_climatology.R")
ec <- fread("out/2024/eddypro_clara2024_full_output_2025-01-09T142208_adv.csv", skip = 1)[-1]
ffp <- calc_footprint_FFP_climatology(
  zm = 2.9, z0 = 0.03, umean = as.numeric(ec$wind_speed), h = rep(1000, nrow(ec)),
  ol = as.numeric(ec$L), sigmav = sqrt(as.numeric(ec$v_var)), ustar = as.numeric(ec$`u*`),
  wind_dir = as.numeric(ec$wind_dir), r = seq(10, 80, 10)
)
saveRDS(ffp, "out/2024/ffp_climatology.rds")
