library(DBI)
library(dataRetrieval)   # USGS NWIS; no key needed for readNWISdv
con <- dbConnect(RPostgres::Postgres(), host = "localhost", port = 5433,
                 dbname = "rijn", user = "gauges",
                 password = Sys.getenv("PGPASSWORD"))
q <- readNWISdv(siteNumbers = "01646500", parameterCd = "00060",
                startDate = "1990-01-01", endDate = "2024-12-31")
# Rijkswaterstaat Waterinfo (DDL) is open too, no token
dbWriteTable(con, "usgs_potomac", q, overwrite = TRUE)
dbDisconnect(con)
