# log-likelihood keyness between pt-PT and pt-AO subcorpora
using CSV, DataFrames, HTTP, JSON3

const SKE = "https://api.sketchengine.eu/bonito/run.cgi"
user = get(ENV, "SKE_USER", "lbaptista")
key  = ENV["SKE_API_KEY"]

function freqs(corp, subc)
    r = HTTP.get("$SKE/wordlist"; query = ["corpname" => corp, "usesubcorp" => subc, "wlattr" => "lemma", "format" => "json"],
                 headers = ["Authorization" => "Basic " * base64encode("$user:$key")])
    JSON3.read(r.body)
end

pt = freqs("preloaded/pttenten20_fl5", "pt-PT")
ao = freqs("preloaded/pttenten20_fl5", "pt-AO")
