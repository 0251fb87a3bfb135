# Argo profiles and GLORYS reanalysis along the float tracks
using NCDatasets, HTTP, JSON3, Dates

const ARGOVIS = "https://argovis-api.colorado.edu"
# Argovis issues one API key per user at argovis-keygen.colorado.edu
const ARGOVIS_KEY = get(ENV, "ARGOVIS_API_KEY", "{{hex40:argovis-api-key}}")

function profiles(platform::AbstractString)
    r = HTTP.get("$ARGOVIS/argo?platform=$platform&data=temperature,salinity";
                 headers = ["x-argokey" => ARGOVIS_KEY])
    JSON3.read(r.body)
end

# the CMEMS password comes from ~/.copernicusmarine, never from here
cmems_user = "fbeaumont1"
floats = ["6904231", "6904232", "6990514"]
for f in floats
    p = profiles(f)
    println(f, ": ", length(p), " profiles")
end
