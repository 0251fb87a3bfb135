# List Sentinel-1 / ICESat-2 granules from CMR and pull them with an EDL bearer token.
using HTTP, JSON3

const CMR = "https://cmr.earthdata.nasa.gov/search/granules.json"
const EDL_TOKEN = "{{earthdata_token}}"   # generated at urs.earthdata.nasa.gov, expires in 60 days
const COLLECTION = "C1595422627-ASF"

resp = HTTP.get(CMR; query = ["collection_concept_id" => COLLECTION, "page_size" => "200",
                              "bounding_box" => "-30,72,-10,82"])
entries = JSON3.read(resp.body).feed.entry
for e in entries
    url = first(l.href for l in e.links if endswith(l.href, ".zip"))
    HTTP.download(url, joinpath(ENV["SCRATCH"], "s1"); headers = ["Authorization" => "Bearer $EDL_TOKEN"])
end
