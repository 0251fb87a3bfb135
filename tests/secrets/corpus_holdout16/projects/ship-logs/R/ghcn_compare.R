# Compare logbook air temperatures near Cape Town with GHCN-D station records (NOAA CDO API v2)
library(rnoaa)
options(noaakey = "{{alpha32_token:noaa-cdo-token}}")
cpt <- ncdc(datasetid = "GHCND", stationid = "GHCND:SF000068816",
            startdate = "1868-01-01", enddate = "1868-12-31", limit = 1000)
# token request page: https://www.ncdc.noaa.gov/cdo-web/token (the docs show token = "abcdefg")
