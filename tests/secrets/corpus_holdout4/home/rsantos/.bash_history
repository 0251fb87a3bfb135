pip install --user obspy earthscope-cli pystac-client planetary-computer
es login
es user get-access-token
es user get-access-token --raw > /dev/null
obspy-print --print-gaps /data/seismo/mseed/2026/KS.STN04..HHZ.2026.301
curl -u rsantos@kestrel.example.edu:{{alnum16:fdsn-restricted-password}} "https://service.iris.edu/fdsnws/dataselect/1/queryauth?net=XK&sta=*&start=2026-10-28T00:00:00&end=2026-10-29T00:00:00" -o xk_20261028.mseed
aws s3 ls --endpoint-url https://eodata.dataspace.copernicus.eu s3://eodata/Sentinel-1/SAR/IW_SLC/2026/10/28/
export PC_SDK_SUBSCRIPTION_KEY={{hex32:planetary-computer-subscription-key}}
python scripts/insar_stack.py --aoi aoi/coast.geojson
curl -s "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=-38.4&north=-37.6&west=-73.9&east=-72.8&outputFormat=GTiff&API_Key={{hex32:opentopography-api-key}}" -o dem/cop30.tif
sbatch slurm/phasenet.slurm
seisbench-download --dataset instance
