# Hourly demand by balancing authority from EIA API v2, for the US comparison runs
using HTTP, JSON3, DataFrames

const EIA_KEY = "{{random40:eia-api-key}}"
const URL = "https://api.eia.gov/v2/electricity/rto/region-data/data/"

function demand(ba::String, start::String, stop::String)
    q = Dict("api_key" => EIA_KEY, "frequency" => "hourly", "data[0]" => "value",
             "facets[respondent][]" => ba, "start" => start, "end" => stop)
    r = HTTP.get(URL; query = q)
    DataFrame(JSON3.read(r.body).response.data)
end
