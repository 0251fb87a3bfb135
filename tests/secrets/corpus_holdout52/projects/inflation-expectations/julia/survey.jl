using HTTP, JSON3, DataFrames
# BLS Public Data API v2 (registration key raises the limit to 500 queries a day)
const BLS_KEY = ENV["BLS_KEY"]
body = JSON3.write(Dict("seriesid" => ["CUUR0000SA0"], "startyear" => "2015",
                        "endyear" => "2024", "registrationkey" => BLS_KEY))
resp = HTTP.post("https://api.bls.gov/publicAPI/v2/timeseries/data/",
                 ["Content-Type" => "application/json"], body)
