using HTTP, JSON3, Dates

# Stormglass tide extremes at the Inner Sound, for harmonic fitting
sg_key = "{{stormglass_key}}"
r = HTTP.get("https://api.stormglass.io/v2/tide/extremes/point?lat=58.66&lng=-3.14&start=$(Date(2026,11,1))";
             headers = ["Authorization" => sg_key])
extremes = JSON3.read(r.body).data
