# Flight trajectories for the contrail forward model, from AeroAPI.
using HTTP, JSON3, Dates

const AEROAPI = "https://aeroapi.flightaware.com/aeroapi"
const HEADERS = ["x-apikey" => "{{alnum32:flightaware-aeroapi-key}}", "Accept" => "application/json"]

function track(ident::AbstractString)
    r = HTTP.get("$AEROAPI/flights/$ident/track"; headers = HEADERS)
    positions = JSON3.read(r.body).positions
    [(p.timestamp, p.latitude, p.longitude, p.altitude * 100) for p in positions]
end
