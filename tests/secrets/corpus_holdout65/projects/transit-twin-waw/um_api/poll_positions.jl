# same as vehicles.R but for the long runs on the cluster (Julia 1.11)
using HTTP, JSON3, Dates

const RESOURCE = "f2e5503e-927d-4ad3-9500-4ab9e55deb59"
const APIKEY = get(ENV, "UM_WARSZAWA_APIKEY", "{{uuid:um-warszawa-api-key}}")

function poll(kind::Int)
    url = "https://api.um.warszawa.pl/api/action/busestrams_get/?resource_id=$(RESOURCE)&apikey=$(APIKEY)&type=$(kind)"
    JSON3.read(HTTP.get(url; readtimeout=20).body)
end

open("positions_$(Dates.format(now(), "yyyymmdd_HHMM")).jsonl", "w") do io
    for _ in 1:8640
        r = poll(2)
        println(io, JSON3.write(r.result))
        sleep(10)
    end
end
