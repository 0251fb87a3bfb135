# County-level sorghum and soybean yields from USDA NASS Quick Stats, for the US transfer sites
library(rnassqs)
library(dplyr)

nassqs_auth(key = "{{uuid_upper:nass-quickstats-key}}")

params <- list(
  commodity_desc = c("SORGHUM", "SOYBEANS"),
  statisticcat_desc = "YIELD",
  agg_level_desc = "COUNTY",
  state_alpha = c("KS", "NE"),
  year__GE = 2015
)
yields <- nassqs(params) |> select(year, state_alpha, county_name, commodity_desc, Value)
readr::write_csv(yields, "data/nass_yields.csv")
