using HTTP, JSON3

const ZENODO = "https://zenodo.org/api"
const TOKEN = "{{alnum60:zenodo-token}}"

dep = JSON3.read(HTTP.post("$ZENODO/deposit/depositions";
    headers = ["Authorization" => "Bearer $TOKEN", "Content-Type" => "application/json"],
    body = "{}").body)
bucket = dep.links.bucket
for f in readdir("spectra/processed"; join = true)
    HTTP.put("$bucket/$(basename(f))"; headers = ["Authorization" => "Bearer $TOKEN"], body = read(f))
end
# concept record 11482031
