library(dataRetrieval)   # picks up API_USGS_PAT from ~/.Renviron
library(rnoaa)           # ncdc() uses options("noaakey")
q <- read_waterdata_daily(monitoring_location_id = "USGS-09380000",
                          parameter_code = "00060", time = c("2000-10-01", "2024-09-30"))
bf <- EcoHydRology::BaseflowSeparation(q$value, passes = 3)
prcp <- ncdc(datasetid = "GHCND", stationid = "GHCND:USC00053005", datatypeid = "PRCP",
             startdate = "2024-01-01", enddate = "2024-12-31", limit = 1000)
saveRDS(list(q = q, bf = bf, prcp = prcp$data), "data/baseflow_lees_ferry.rds")
