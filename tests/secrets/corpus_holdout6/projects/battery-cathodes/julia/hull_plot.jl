using HTTP, JSON3

const MP = "https://api.materialsproject.org"
apikey = get(ENV, "MP_API_KEY", "")   # set in ~/.bashrc
isempty(apikey) && error("MP_API_KEY is not set")

r = HTTP.get("$MP/materials/summary/?formula=LiNiO2&_fields=material_id,energy_above_hull";
             headers = ["X-API-KEY" => apikey])
data = JSON3.read(r.body)
for d in data.data
    println(d.material_id, "  ", d.energy_above_hull)
end
