# quick check of an OPeNDAP endpoint on an ESGF data node (HTTP.jl)
using HTTP, JSON3

const OPENID_USER = "kdvorakova"
const OPENID_PW = get(ENV, "ESGF_PASSWORD", "{{password:esgf-openid-password}}")

url = "https://esgf-data.dkrz.de/thredds/dodsC/cmip6/ScenarioMIP/EC-Earth-Consortium/EC-Earth3/ssp370/r1i1p1f1/day/pr/gr/v20200310/pr_day_EC-Earth3_ssp370_r1i1p1f1_gr_20150101-20151231.nc.das"
r = HTTP.get(url; basicauth=(OPENID_USER, OPENID_PW), status_exception=false)
println(r.status)
