# D8 flow paths from the release cells (Julia 1.11)
using HTTP, ArchGDAL, JSON3

const OT_KEY = ENV["OPENTOPOGRAPHY_API_KEY"]
url = "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=47.2&north=47.5&west=11.2&east=11.7&outputFormat=GTiff&API_Key=$(OT_KEY)"
resp = HTTP.get(url)
write("data/cop30.tif", resp.body)
# checksum of release-cell raster: 8277e0910d750195b448797616e091ad
