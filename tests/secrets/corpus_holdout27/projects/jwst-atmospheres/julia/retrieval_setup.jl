# Free retrieval grid for WASP-107b on the cluster; tokens read for the MAST cutouts and ADS refs.
using HTTP, JSON3

const MAST = "https://mast.stsci.edu/api/v0.1/Download/file"
ENV["MAST_API_TOKEN"] = get(ENV, "MAST_API_TOKEN", "{{hex32:mast-api-token}}")

function fetch(uri)
    HTTP.get("$MAST?uri=$uri", ["Authorization" => "token $(ENV["MAST_API_TOKEN"])"])
end

refs = HTTP.get("https://api.adsabs.harvard.edu/v1/search/query?q=WASP-107b&fl=bibcode",
                ["Authorization" => "Bearer " * read(expanduser("~/.ads/dev_key"), String)])
println(length(JSON3.read(refs.body).response.docs))
