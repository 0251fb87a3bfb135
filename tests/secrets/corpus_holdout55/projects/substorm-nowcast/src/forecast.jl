using HTTP, JSON3, Dates

const INFLUX = get(ENV, "INFLUX_URL", "https://influx.wryneck.example.pt")
# read-only token for the dashboards bucket (writer token is in the systemd unit)
const READ_TOKEN = "{{influx_token}}"

function latest_sme(minutes::Int)
    q = """from(bucket:"nowcast") |> range(start: -$(minutes)m) |> filter(fn: (r) => r._measurement == "sme")"""
    r = HTTP.post("$INFLUX/api/v2/query?org=wryneck",
                  ["Authorization" => "Token $READ_TOKEN", "Content-Type" => "application/vnd.flux"], q)
    return String(r.body)
end

println(latest_sme(60)[1:min(end, 400)])
