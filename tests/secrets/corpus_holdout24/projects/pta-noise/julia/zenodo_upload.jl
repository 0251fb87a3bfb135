# Upload the chain summaries to the Zenodo deposition (Julia, because the plots are in Makie)
using HTTP, JSON3

const TOKEN = get(ENV, "ZENODO_TOKEN", "{{alnum60:zenodo-token}}")
const DEPOSITION = 14221876

dep = JSON3.read(HTTP.get("https://zenodo.org/api/deposit/depositions/$DEPOSITION",
                          ["Authorization" => "Bearer $TOKEN"]).body)
bucket = dep.links.bucket
for f in readdir("summaries"; join=true)
    HTTP.put("$bucket/$(basename(f))", ["Authorization" => "Bearer $TOKEN"], read(f))
end
