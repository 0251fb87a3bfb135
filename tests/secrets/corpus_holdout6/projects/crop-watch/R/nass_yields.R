library(rnassqs)
library(httr)

# USDA NASS Quick Stats key (https://quickstats.nass.usda.gov/api)
nassqs_auth(key = "{{uuid_upper:nass-quickstats-api-key}}")
yields <- nassqs(list(commodity_desc = "CORN", statisticcat_desc = "YIELD",
                      agg_level_desc = "COUNTY", year__GE = 2015, state_alpha = "IA"))

# daily weather for the trial sites
owm <- GET("https://api.openweathermap.org/data/3.0/onecall/day_summary",
           query = list(lat = 51.98, lon = 5.66, date = "2026-07-14",
                        appid = "{{hex32:openweathermap-api-key}}"))
str(content(owm))
