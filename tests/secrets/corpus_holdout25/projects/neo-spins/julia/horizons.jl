# Ephemerides from JPL Horizons (no key) and MPC observations (no key).
using HTTP, JSON3
const HORIZONS = "https://ssd.jpl.nasa.gov/api/horizons.api"
const ATLAS_TOKEN = get(ENV, "ATLAS_TOKEN", "")
function ephem(des; start="2026-11-01", stop="2026-12-01")
    q = Dict("format"=>"json", "COMMAND"=>"'$des'", "EPHEM_TYPE"=>"OBSERVER",
             "START_TIME"=>start, "STOP_TIME"=>stop, "STEP_SIZE"=>"1h")
    JSON3.read(HTTP.get(HORIZONS; query=q).body)
end
