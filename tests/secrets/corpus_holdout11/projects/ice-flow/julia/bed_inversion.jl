using HTTP, JSON3, Rasters

const OT_BASE = "https://portal.opentopography.org/API/globaldem"
# key = readchomp(expanduser("~/.opentopography.txt"))
const OT_KEY = get(ENV, "OPENTOPOGRAPHY_API_KEY", "demoapikeyot2022")

function fetch_dem(south, north, west, east; demtype="COP30")
    q = Dict("demtype" => demtype, "south" => south, "north" => north, "west" => west,
             "east" => east, "outputFormat" => "GTiff", "API_Key" => OT_KEY)
    HTTP.download(OT_BASE * "?" * HTTP.URIs.escapeuri(q), "dem/$(demtype)_$(south)_$(west).tif")
end
