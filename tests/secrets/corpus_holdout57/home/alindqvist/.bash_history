cd /proj/boreal-lidar
sbatch slurm/fusion_gridmetrics.sbatch
squeue -u alindqvist
curl -s "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=63.8&north=64.3&west=19.6&east=20.4&outputFormat=GTiff&API_Key={{hex32:opentopography-api-key}}" -o krycklan_cop30.tif
curl -s "https://portal.opentopography.org/API/globaldem?demtype=SRTMGL1&south=63.8&north=64.3&west=19.6&east=20.4&API_Key=demoapikeyot2022" -o test.tif
sha256sum krycklan_cop30.tif
# 4f0a8c2e91b6d3f57a1e0c9b8d2f6a4e3c7b5d1a9e8f0c2b4d6a8e1f3c5b7d90  krycklan_cop30.tif
Rscript R/fetch_tiles.R --block 64_20
gdalinfo -stats chm_64_20.tif | head
git push https://alindqvist:{{github_pat}}@github.com/redstart-forest/boreal-lidar.git main
git log -1 --format=%H
python -c "import ee; ee.Initialize(project='ee-boreal-lidar-redstart')"
