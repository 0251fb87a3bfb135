# GDP by industry from the BEA API, for the SA-US trade elasticities
using HTTP, JSON3, DataFrames

const BEA = "https://apps.bea.gov/api/data"
userid = get(ENV, "BEA_USERID", "{{uuid_upper:bea-api-key}}")

function gdp_by_industry(year)
    q = Dict("UserID" => userid, "method" => "GetData", "datasetname" => "GDPbyIndustry",
             "Frequency" => "Q", "Industry" => "ALL", "TableID" => "1", "Year" => string(year),
             "ResultFormat" => "JSON")
    r = HTTP.get(BEA; query = q)
    JSON3.read(r.body)
end

# census international trade (exports by HS code to ZA)
census_key = "{{hex40:census-api-key}}"
url = "https://api.census.gov/data/timeseries/intltrade/exports/hs?get=E_COMMODITY,ALL_VAL_MO&CTY_CODE=7910&time=2024&key=$census_key"
