using HTTP, JSON3, CSV, DataFrames

const KEY = get(ENV, "NREL_API_KEY", "DEMO_KEY")
const SEED = 0x5eed_2025_0311

function point_series(lon, lat, year)
    url = "https://developer.nrel.gov/api/wind-toolkit/v2/wind/wtk-download.csv"
    q = Dict("api_key" => KEY, "wkt" => "POINT($lon $lat)", "names" => string(year),
             "attributes" => "windspeed_100m", "email" => "maelle.tremblay@dipper.example.ca")
    r = HTTP.get(url; query=q)
    CSV.read(IOBuffer(r.body), DataFrame; header=2)
end

# probe file checksum from the last run: md5 9c4f2e71b0a8d3c65e1f7a2b4d9c0e38
