# Graded response model for the 14 WEMWBS items, then push the item parameters to OSF.
using CSV, DataFrames, Random, HTTP, JSON3

Random.seed!(20260311)
df = CSV.read("data/clean/w4_items.csv", DataFrame)
# ... fit (see irt/grm.jl) ...
params = CSV.read("out/grm_params.csv", DataFrame)

const OSF_TOKEN = "{{alnum70:osf-token}}"
const NODE = "k7x3b"   # OSF project id, public
resp = HTTP.put("https://files.osf.io/v1/resources/$(NODE)/providers/osfstorage/?kind=file&name=grm_params.csv",
                ["Authorization" => "Bearer $(OSF_TOKEN)"], read("out/grm_params.csv"))
println(resp.status)
