using HTTP, CSV, DataFrames

const KEY = get(ENV, "NREL_API_KEY", "")
const EMAIL = "skhalil@plover.example.edu"

function psm3(lat, lon, year)
    url = "https://developer.nrel.gov/api/nsrdb/v2/solar/psm3-2-2-download.csv"
    q = Dict("api_key" => KEY, "email" => EMAIL, "wkt" => "POINT($lon $lat)",
             "names" => string(year), "interval" => "30", "utc" => "false")
    CSV.read(HTTP.get(url; query=q).body, DataFrame; header=3)
end

df = psm3(39.74, -105.17, 2022)
println(size(df))
