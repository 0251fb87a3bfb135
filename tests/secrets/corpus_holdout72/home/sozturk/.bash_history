curl -s "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=47.2&north=47.5&west=11.2&east=11.7&outputFormat=GTiff&API_Key=demoapikeyot2022" -o test.tif
curl -s "https://portal.opentopography.org/API/usgsdem?datasetName=USGS1m&south=47.2&north=47.3&west=11.3&east=11.4&API_Key={{hex32:opentopography-api-key}}" -o tile.tif
julia --project=julia julia/flowpaths.jl
matlab -batch "fetch_otdem"
gdalwarp -t_srs EPSG:31287 tile.tif tile_lambert.tif
sha256sum tile_lambert.tif
git push origin main
