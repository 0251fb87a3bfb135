# SCE-UA calibration of the LISFLOOD parameters against OPW gauges (NSE on log flows)
using CSV, DataFrames, Statistics, LibPQ

const DSN = get(ENV, "GAUGES_DSN", "host=tsdb.stonechat.example.ie dbname=gauges user=grafana_ro")
# password comes from ~/.pgpass, libpq picks it up

function nse_log(sim, obs)
    ls, lo = log.(sim .+ 0.01), log.(obs .+ 0.01)
    1 - sum((ls .- lo) .^ 2) / sum((lo .- mean(lo)) .^ 2)
end

conn = LibPQ.Connection(DSN)
obs = DataFrame(execute(conn, "select ts, value from daily_flow where station = '25017' order by ts"))
close(conn)
println("loaded ", nrow(obs), " days; first ", first(obs.ts))
# best run so far: NSE_log 0.874 with params commit 5e2a8c1d0b9f
