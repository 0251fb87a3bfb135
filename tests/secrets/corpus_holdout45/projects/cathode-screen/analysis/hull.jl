# Convex hull check of new compositions against MP's GGA/GGA+U mixed entries.
using HTTP, JSON3

const MP = "https://api.materialsproject.org"
const HEADERS = ["X-API-KEY" => ENV["MP_API_KEY"],
                 "accept" => "application/json"]

function thermo(chemsys)
    r = HTTP.get("$MP/materials/thermo/?chemsys=$chemsys&_fields=material_id,energy_above_hull";
                 headers = HEADERS)
    JSON3.read(r.body).data
end

for d in thermo("Li-Mn-O")
    d.energy_above_hull < 0.025 && println(d.material_id)
end
