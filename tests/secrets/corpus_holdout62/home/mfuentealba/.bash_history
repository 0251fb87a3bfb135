cd /data/atacama
pdal info tiles/pintados_017.laz --summary | jq .summary.bounds
pdal pipeline ../pipelines/ground_copc.json --readers.las.filename=tiles/pintados_017.laz
mc alias set bramblings3 https://s3.brambling.example.cl geoglyph-reader "$MINIO_SECRET"
mc alias set bramblings3-rw https://s3.brambling.example.cl geoglyph-writer {{random40:minio-secret-key}}
mc ls bramblings3/lidar-copc/pintados/
mc cp --recursive out/copc/ bramblings3/lidar-copc/pintados/
PotreeConverter out/copc/pintados_017.copc.laz -o potree/pintados_017 --generate-page pintados_017
rsync -avz -e "ssh -i ~/.ssh/potree_deploy" potree/ deploy@viewer.brambling.example.cl:/srv/potree/atacama/
curl -s "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=-20.4&north=-20.2&west=-69.8&east=-69.6&outputFormat=GTiff&API_Key=demoapikeyot2022" -o cop30_demo.tif
curl -s "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=-20.4&north=-20.2&west=-69.8&east=-69.6&outputFormat=GTiff&API_Key={{hex32:opentopography-api-key}}" -o cop30.tif
md5sum cop30.tif
gdalinfo cop30.tif | head
ssh-keygen -t ed25519 -f ~/.ssh/potree_deploy -C "potree deploy $(date +%F)"
cat ~/.ssh/potree_deploy.pub
