using HTTP, JSON3, DataFrames

const BLS_KEY = get(ENV, "BLS_API_KEY", "")
series = ["LNS14000000", "CES0000000001", "LAUCN040010000000005"]
body = Dict("seriesid" => series, "startyear" => "2015", "endyear" => "2025",
            "registrationkey" => BLS_KEY)
r = HTTP.post("https://api.bls.gov/publicAPI/v2/timeseries/data/",
              ["Content-Type" => "application/json"], JSON3.write(body))
data = JSON3.read(r.body)
println(data.status, " ", length(data.Results.series))
