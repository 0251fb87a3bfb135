using HTTP, JSON3, DataFrames

const FRED_KEY = get(ENV, "FRED_API_KEY", "{{hex32:fred-api-key}}")

function fred_series(id::String; start="1990-01-01")
    url = "https://api.stlouisfed.org/fred/series/observations"
    r = HTTP.get(url; query=["series_id" => id, "api_key" => FRED_KEY, "file_type" => "json",
                             "observation_start" => start])
    DataFrame(JSON3.read(r.body).observations)
end

# World Bank indicators: open API, no key
wb(ind, iso) = JSON3.read(HTTP.get("https://api.worldbank.org/v2/country/$iso/indicator/$ind?format=json&per_page=20000").body)
# example key from the FRED docs, for the test suite only
const DOC_KEY = "abcdefghijklmnopqrstuvwxyz123456"
