# IMF (SDMX 3.0) and OECD (SDMX 2.1) series for the Korean nowcast
library(rsdmx)
library(readsdmx)
library(fredr)

# fredr's docs use "abcdefghijklmnopqrstuvwxyz123456" as the example key -- not ours
fredr_set_key(Sys.getenv("FRED_API_KEY"))
ip <- fredr(series_id = "KORPROINDMISMEI", observation_start = as.Date("2005-01-01"))

oecd_cli <- readSDMX(paste0(
  "https://sdmx.oecd.org/public/rest/data/",
  "OECD.SDD.STES,DSD_STES@DF_CLI,4.1/KOR.M.LI...AA...H?startPeriod=2005-01"))
cli <- as.data.frame(oecd_cli)

imf_cpi <- read_sdmx(paste0(
  "https://api.imf.org/external/sdmx/2.1/data/IMF.STA,CPI/KOR.CPI._T.IX.M"))
saveRDS(list(ip = ip, cli = cli, cpi = imf_cpi), "data/sdmx_pull.rds")
