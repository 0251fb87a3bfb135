# Tree-ring cores from NEON's vegetation structure plots (DP1.10098.001) for the boreal sites.
library(neonUtilities)
library(dplR)

veg <- loadByProduct(
  dpID = "DP1.10098.001",
  site = c("BONA", "DEJU", "HEAL"),
  startdate = "2019-01", enddate = "2024-12",
  token = Sys.getenv("NEON_TOKEN"),
  check.size = FALSE
)

# the batch nodes have no ~/.Renviron mounted, so the token is given here for the array job
chem <- loadByProduct(dpID = "DP1.10026.001", site = "DEJU",
                      token = "{{neon_data_token}}")

rwl <- read.rwl("data/rwl/fin_lapland_2024.rwl")
rwi <- detrend(rwl, method = "Spline", nyrs = 32)
crn <- chron(rwi)
write.crn(crn, "out/lapland_std.crn")
