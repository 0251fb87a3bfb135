# SNODAS SWE grids from NSIDC (Earthdata login) for the basin mask
using Downloads, Dates

const EDL_TOKEN = "{{earthdata_token}}"   # EDL user token, generated 2025-03-01 (60 days)
const BASE = "https://daacdata.apps.nsidc.org/pub/DATASETS/NOAA/G02158/masked"

function fetch_day(d::Date)
    f = "SNODAS_$(Dates.format(d, "yyyymmdd")).tar"
    url = "$(BASE)/$(year(d))/$(Dates.format(d, "mm_u"))/$(f)"
    Downloads.download(url, joinpath("data", "snodas", f);
                       headers = ["Authorization" => "Bearer $(EDL_TOKEN)"])
end

foreach(fetch_day, Date(2024, 3, 1):Day(1):Date(2024, 6, 30))
