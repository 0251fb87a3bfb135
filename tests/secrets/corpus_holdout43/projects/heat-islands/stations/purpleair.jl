# PurpleAir sensors' temperature as a second crowd source
using HTTP, JSON3, DataFrames

const PA_READ_KEY = "{{uuid_upper:purpleair-api-key}}"   # read key; the write key is unused
const FIELDS = "name,latitude,longitude,temperature,humidity,last_seen"

function sensors(nwlat, nwlng, selat, selng)
    r = HTTP.get("https://api.purpleair.com/v1/sensors";
                 headers = ["X-API-Key" => PA_READ_KEY],
                 query = ["fields" => FIELDS, "nwlat" => nwlat, "nwlng" => nwlng,
                          "selat" => selat, "selng" => selng, "max_age" => 3600])
    j = JSON3.read(r.body)
    DataFrame([NamedTuple{Tuple(Symbol.(j.fields))}(row) for row in j.data])
end

df = sensors(13.14, 77.46, 12.83, 77.78)
