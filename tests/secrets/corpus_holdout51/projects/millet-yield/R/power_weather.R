library(nasapower)
library(earthdatalogin)

# NASA POWER needs no key
wx <- get_power(community = "ag", lonlat = c(2.168, 13.481),
                pars = c("T2M_MAX", "T2M_MIN", "PRECTOTCORR", "ALLSKY_SFC_SW_DWN"),
                dates = c("2024-01-01", "2024-12-31"), temporal_api = "daily")

# HLS reflectance from LP DAAC needs an Earthdata bearer token
Sys.setenv(EARTHDATA_TOKEN = "{{earthdata_token}}")
edl_set_token()
set.seed(1302)
