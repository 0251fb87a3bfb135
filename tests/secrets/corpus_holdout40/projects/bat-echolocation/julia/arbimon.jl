using HTTP, JSON3
# Arbimon (Rainforest Connection) project "uk-cave-bats"
const ARBIMON_TOKEN = "{{jwt:arbimon-access-token}}"
resp = HTTP.get("https://arbimon.org/api/project/uk-cave-bats/recordings/search?site=KC-01",
                ["Authorization" => "Bearer $ARBIMON_TOKEN"])
recs = JSON3.read(resp.body)
println(length(recs), " recordings")
