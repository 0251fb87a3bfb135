library(rnassqs)
# Quick Stats key, requested at quickstats.nass.usda.gov/api
nassqs_auth(key = "{{uuid_upper:nass-quickstats-key}}")
yields <- nassqs(list(commodity_desc = "CORN", statisticcat_desc = "YIELD",
                      agg_level_desc = "COUNTY", year__GE = 1995, state_alpha = c("IA", "IL", "NE")))
saveRDS(yields, "data/nass_corn_county_yield.rds")
