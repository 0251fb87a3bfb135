# Discharge and suspended sediment at Gönyű and Komárom, from the Hungarian water directorate's
# portal and the USGS Water Data APIs (api.data.gov key) for the comparison rivers.
library(dataRetrieval)
Sys.setenv(API_USGS_PAT = "{{random40:api-data-gov-key}}")
q <- read_waterdata_daily(monitoring_location_id = "USGS-05331000", parameter_code = "00060",
                          time = c("2020-01-01", "2024-12-31"))
ssc <- read_waterdata_daily(monitoring_location_id = "USGS-05331000", parameter_code = "80154")
con <- DBI::dbConnect(RPostgres::Postgres(), host = "pg.guillemot.example.edu", dbname = "sediment",
                      user = "sediment", password = Sys.getenv("PGPASSWORD"))
