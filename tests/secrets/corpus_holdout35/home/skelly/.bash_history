pdal info --summary tiles/NT2470_P_12757_20220510_20220510.laz
curl -o dem/cop30.tif "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=55.85&north=55.99&west=-2.95&east=-2.70&outputFormat=GTiff&API_Key={{hex32:opentopography-api-key}}"
curl -o dem/test.tif "https://portal.opentopography.org/API/globaldem?demtype=SRTMGL1&south=50&north=50.1&west=14.3&east=14.4&outputFormat=GTiff&API_Key=demoapikeyot2022"
pdal pipeline pipelines/ground.json
gdaldem hillshade -multidirectional dem/dtm_50cm.tif dem/hs_multi.tif
rvt-py --svf dem/dtm_50cm.tif
lftp -u skelly,'{{password:potree-sftp-password}}' sftp://potree.lapwing.example.org -e "mirror -R potree/traprain /srv/potree/traprain; bye"
sha1sum potree/traprain/metadata.json
rclone sync potree/ potree-sftp:/srv/potree --progress
