# Station gusts along Taiwan's east coast from Meteostat (RapidAPI) for the verification set
using HTTP, JSON3, DataFrames, CSV

const HEADERS = [
    "x-rapidapi-key" => "{{rapidapi}}",
    "x-rapidapi-host" => "meteostat.p.rapidapi.com",
]

function hourly(station::String, start::String, stop::String)
    url = "https://meteostat.p.rapidapi.com/stations/hourly?station=$station&start=$start&end=$stop&tz=UTC"
    r = HTTP.get(url, HEADERS)
    DataFrame(JSON3.read(r.body).data)
end

CSV.write("data/meteostat_46699.csv", hourly("46699", "2025-09-01", "2025-09-07"))
