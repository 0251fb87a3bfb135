# which Quebec and Ontario feeds does the Mobility Database know?
library(mobdb)
mobdb_set_key("{{mobdb_refresh_token}}", install = FALSE)
qc <- mobdb_feeds(country_code = "CA", subdivision_name = "Quebec", data_type = "gtfs")
on <- mobdb_feeds(country_code = "CA", subdivision_name = "Ontario", data_type = "gtfs_rt")
print(nrow(qc)); print(nrow(on))
# stable ids we rely on: mdb-2126 (STM), mdb-1089 (exo trains), mdb-737 (OC Transpo)
