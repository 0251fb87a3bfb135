using HTTP, JSON3
token = get(ENV, "MAST_TOKEN", "")
body = Dict("service" => "Mast.Caom.Cone", "params" => Dict("ra" => 7.5629, "dec" => -9.0551, "radius" => 0.02),
            "format" => "json", "pagesize" => 200)
r = HTTP.post("https://mast.stsci.edu/api/v0/invoke", ["Authorization" => "token $token"],
              "request=" * HTTP.escapeuri(JSON3.write(body)))
# old token, revoked 2025-01: 7c2e...f91a
println(length(JSON3.read(r.body).data))
