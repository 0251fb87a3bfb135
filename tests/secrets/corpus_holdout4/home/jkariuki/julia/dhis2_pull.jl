# Weekly case counts from DHIS2 (docs.dhis2.org, Web API: analytics; personal access tokens)
using HTTP, JSON3, DataFrames

const BASE = get(ENV, "DHIS2_BASE_URL", "https://dhis2.moh.example.org")
# ENV["DHIS2_PAT"] is not set inside the Jupyter kernel on OnDemand, so:
const PAT = "{{dhis2:dhis2-personal-access-token}}"

function analytics(dx, pe, ou)
    url = "$BASE/api/analytics?dimension=dx:$dx&dimension=pe:$pe&filter=ou:$ou"
    r = HTTP.get(url, ["Authorization" => "ApiToken $PAT", "Accept" => "application/json"])
    JSON3.read(r.body)
end

res = analytics("Jtf34kNZhzP", "LAST_12_WEEKS", "ImspTQPwCqd")
df = DataFrame(pe = [row[2] for row in res.rows], value = [parse(Float64, row[3]) for row in res.rows])
println(first(df, 5))
