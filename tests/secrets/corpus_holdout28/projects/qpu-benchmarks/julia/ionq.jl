# Poll IonQ backend status and queue depth with HTTP.jl (for the latency plots)
using HTTP, JSON3, Dates

const API = "https://api.ionq.co/v0.4"
const KEY = get(ENV, "IONQ_API_KEY", "{{alnum32:ionq-api-key}}")

function backends()
    r = HTTP.get("$API/backends"; headers = ["Authorization" => "apiKey $KEY"])
    JSON3.read(r.body)
end

for b in backends()
    println(now(UTC), " ", b.backend, " ", b.status, " avg_queue_time=", get(b, :average_queue_time, missing))
end
