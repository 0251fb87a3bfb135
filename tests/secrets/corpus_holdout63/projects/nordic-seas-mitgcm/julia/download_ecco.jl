using HTTP, JSON3

const CMR = "https://cmr.earthdata.nasa.gov/search/granules.json"
const TOKEN = get(ENV, "EARTHDATA_TOKEN", "")   # set in startup.jl

function granules(concept_id; start="2010-01-01T00:00:00Z", stop="2017-12-31T23:59:59Z")
    r = HTTP.get(CMR; query=["collection_concept_id" => concept_id,
                             "temporal" => "$start,$stop", "page_size" => "2000"])
    [g.links[1].href for g in JSON3.read(r.body).feed.entry]
end

for url in granules("C1990404799-POCLOUD")
    HTTP.download(url, joinpath("data/ecco", basename(url));
                  headers=["Authorization" => "Bearer $TOKEN"])
end
