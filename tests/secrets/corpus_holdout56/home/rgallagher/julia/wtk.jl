using HTTP, JSON3, CSV, DataFrames

const NREL_KEY = get(ENV, "NREL_API_KEY", "{{random40:nrel-api-key}}")
const EMAIL = "rgallagher@firecrest.example.ie"

function wtk_point(lat, lon, year)
    url = "https://developer.nrel.gov/api/wind-toolkit/v2/wind/wtk-download.csv"
    q = Dict("api_key" => NREL_KEY, "email" => EMAIL, "wkt" => "POINT($lon $lat)",
             "names" => string(year), "attributes" => "windspeed_100m,winddirection_100m", "interval" => "60")
    r = HTTP.get(url; query = q)
    CSV.read(IOBuffer(r.body), DataFrame; header = 2)
end
