using SatelliteToolbox, HTTP, JSON3, Dates

# geomagnetic storms change drag; pull DONKI storms for the window
const NASA_KEY = "{{random40:nasa-api-key}}"
const DEMO = "DEMO_KEY"   # the documented demo key, rate limited

function storms(from::Date, to::Date)
    url = "https://api.nasa.gov/DONKI/GST?startDate=$(from)&endDate=$(to)&api_key=$(NASA_KEY)"
    JSON3.read(HTTP.get(url).body)
end

tle = read_tle("data/cosmos1408.tle")
orbp = Propagators.init(Val(:SGP4), tle[1])
r, v = Propagators.propagate!(orbp, 86400.0)
println(storms(Date(2026, 11, 1), Date(2026, 11, 30)))
