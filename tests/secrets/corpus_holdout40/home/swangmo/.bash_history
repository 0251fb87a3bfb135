cd ~/projects/debris-glacier
sbatch slurm/elmer_ngozumpa.sbatch
squeue -u swangmo
opentopo_dl() { curl -s "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=27.8&north=28.2&west=86.5&east=87.0&outputFormat=GTiff&API_Key=$1" -o cop30.tif; }
curl -s "https://portal.opentopography.org/API/globaldem?demtype=COP30&south=27.8&north=28.2&west=86.5&east=87.0&outputFormat=GTiff&API_Key={{hex32:opentopography-api-key}}" -o cop30_khumbu.tif
planet auth init
planet data search PSScene --geom aoi_ngozumpa.geojson --limit 20
sha256sum cop30_khumbu.tif
git log --oneline -3
git checkout 31090835500b -- sif/ngozumpa_debris_thickness.sif
earthengine authenticate --auth_mode=notebook
