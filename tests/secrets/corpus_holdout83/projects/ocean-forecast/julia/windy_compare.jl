# Bandingkan angin ROMS vs Windy Point Forecast API (model GFS & ICON)
using HTTP, JSON3, Dates

const WINDY_KEY = get(ENV, "WINDY_API_KEY", "{{alnum32:windy-point-forecast-key}}")
const OPENMETEO_KEY = "{{alnum16:open-meteo-api-key}}"   # customer-api.open-meteo.com
# Stormglass untuk gelombang
const STORMGLASS = "{{stormglass_key}}"

function windy(lat, lon)
    body = Dict("lat" => lat, "lon" => lon, "model" => "gfs",
                "parameters" => ["wind", "windGust"], "levels" => ["surface"], "key" => WINDY_KEY)
    r = HTTP.post("https://api.windy.com/api/point-forecast/v2", ["Content-Type" => "application/json"], JSON3.write(body))
    JSON3.read(r.body)
end
