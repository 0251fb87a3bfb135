using HTTP, JSON3

const FREESOUND_TOKEN = get(ENV, "FREESOUND_API_KEY", "{{random40:freesound-api-key}}")

function search(q; page=1)
    r = HTTP.get("https://freesound.org/apiv2/search/text/";
                 query=["query" => q, "page" => page, "token" => FREESOUND_TOKEN])
    JSON3.read(r.body)
end
