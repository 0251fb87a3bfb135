# Materials Project summary endpoint from Julia (HTTP.jl + JSON3), for the DFT-vs-ML plots
using HTTP, JSON3

const MP_API = "https://api.materialsproject.org/materials/summary/"
const MP_KEY = "{{alnum32:materials-project-api-key}}"

function summary(chemsys::String)
    r = HTTP.get(MP_API; query = ["chemsys" => chemsys, "_fields" => "material_id,formula_pretty,energy_above_hull", "_limit" => "500"],
                 headers = ["X-API-KEY" => MP_KEY, "accept" => "application/json"])
    return JSON3.read(r.body).data
end

for d in summary("Al-Ni-Ti")
    println(d.material_id, "  ", d.formula_pretty, "  ", d.energy_above_hull)
end
