using HTTP, JSON3

const ZENODO = "https://zenodo.org/api"
const TOKEN = "{{alnum60:zenodo-token}}"
const DEPOSITION = 13482071   # the concept record is 13482070

function upload(path)
    dep = JSON3.read(HTTP.get("$ZENODO/deposit/depositions/$DEPOSITION",
                              ["Authorization" => "Bearer $TOKEN"]).body)
    bucket = dep.links.bucket
    open(path) do io
        HTTP.put("$bucket/$(basename(path))", ["Authorization" => "Bearer $TOKEN"], io)
    end
end

upload("cbc_kymin_scan.tar.zst")
