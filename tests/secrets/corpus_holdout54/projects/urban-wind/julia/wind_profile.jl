# Fit log-law profiles to the OpenFOAM probes and push to the Rescale job (Rescale API v2)
using HTTP, JSON3, CSV, DataFrames

const RESCALE = "https://eu.rescale.com/api/v2"
const TOKEN = get(ENV, "RESCALE_API_TOKEN", "")   # set from ~/.config/rescale/token

probes = CSV.read("postProcessing/probes/0/U", DataFrame; comment="#", header=false, delim=' ', ignorerepeated=true)
u_star = 0.41 * 3.2 / log(10 / 0.5)
println("u* = ", round(u_star; digits=3))
if !isempty(TOKEN)
    HTTP.get("$RESCALE/jobs/", ["Authorization" => "Token $TOKEN"])
end
