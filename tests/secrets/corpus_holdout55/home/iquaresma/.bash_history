cd /projects/cliff-retreat
pdal --version
pdal info --summary /projects/cliff-retreat/raw/2024-03_costa_nova_uav.laz
pdal pipeline pipelines/ept_3dep_crop.json --readers.ept.bounds="([-8120400,-8118200],[4966100,4968300])"
curl -s "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=40.55&north=40.66&west=-8.78&east=-8.70&outputFormat=GTiff&API_Key=demoapikeyot2022" -o /tmp/test.tif
curl -s "https://portal.opentopography.org/API/usgsdem?datasetName=USGS1m&south=36.95&north=36.99&west=-122.07&east=-122.01&outputFormat=GTiff&API_Key={{hex32:opentopography-api-key}}" -o santa_cruz_1m.tif
gdalinfo santa_cruz_1m.tif | head -30
aws s3 ls --no-sign-request s3://usgs-lidar-public/CA_SantaCruzCounty_2020/
aws s3 ls s3://wryneck-cliff-lidar/costa-nova/ --profile cliff
export AWS_PROFILE=cliff
psql "postgresql://cliff_rw:{{password_url:postgres-password}}@pgdb02.wryneck.example.pt:5432/cliffdb" -c '\dt transects.*'
sbatch slurm/tile_ground.sbatch 2024-03
sq
git log --oneline -3
git push origin main
python -c "import earthaccess; earthaccess.login(strategy='netrc')"
pdal translate raw/2024-03_costa_nova_uav.laz out/cn_2024-03.copc.laz --writer copc
history | grep API_Key
