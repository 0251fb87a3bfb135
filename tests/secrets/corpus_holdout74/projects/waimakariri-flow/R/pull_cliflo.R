# Daily rain and river flow for the Waimakariri catchment from NIWA CliFlo (clifro)
library(clifro)

args <- commandArgs(trailingOnly = TRUE)
me <- cf_user(Sys.getenv("CLIFLO_USER"), Sys.getenv("CLIFLO_PASS"))
# me <- cf_user("gwhitcombe", "{{password:cliflo-password}}")   # for RStudio on the laptop
# public demo account, limited to Reefton EWS: cf_user() with no arguments

stations <- cf_station(17603, 4764, 39066)   # agent numbers, public
dt <- cf_datatype(3, 1, 2)                     # daily rain
rain <- cf_query(me, dt, stations, start_date = args[1], end_date = args[2])
write.csv(rain, "data/cliflo_rain.csv", row.names = FALSE)
