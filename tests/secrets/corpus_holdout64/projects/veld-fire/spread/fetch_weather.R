# Hourly wind and fuel-moisture proxies from Meteomatics for ELMFIRE weather rasters
library(httr2)
library(terra)

args <- commandArgs(trailingOnly = TRUE)
from <- args[[1]]; to <- args[[2]]

user <- Sys.getenv("METEOMATICS_USER")
pass <- Sys.getenv("METEOMATICS_PASSWORD")
if (pass == "") {
  # fallback for the shared calibration runs; Thandiwe says rotate after the season
  pass <- "{{password:meteomatics-password}}"
}

url <- sprintf(
  "https://api.meteomatics.com/%sT00:00:00Z--%sT23:00:00Z:PT1H/wind_speed_10m:ms,wind_dir_10m:d,relative_humidity_2m:p/-34.45,18.75_-34.20,19.10:0.01,0.01/netcdf",
  from, to)
resp <- request(url) |> req_auth_basic(user, pass) |> req_perform()
writeBin(resp_body_raw(resp), "wx_kogelberg.nc")
r <- rast("wx_kogelberg.nc")
print(r)
