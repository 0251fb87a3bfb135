# GPM IMERG for the precipitation bias correction, via Earthdata bearer token
using HTTP, JSON3

token = get(ENV, "EARTHDATA_TOKEN", "{{earthdata_token}}")
url = "https://gpm1.gesdisc.eosdis.nasa.gov/data/GPM_L3/GPM_3IMERGDF.07/2015/01/3B-DAY.MS.MRG.3IMERG.20150101-S000000-E235959.V07B.nc4"
resp = HTTP.get(url, ["Authorization" => "Bearer $token"])
write("/scratch/sokafor/imerg/20150101.nc4", resp.body)
