cd /scratch/apretorius/crop-yield
module load python/3.11 gdal/3.8
source ~/venvs/farm/bin/activate
pip install farmOS==1.0.0 earthengine-api
export VISUALCROSSING_KEY={{upper25:visualcrossing-api-key}}
curl "https://weather.visualcrossing.com/VisualCrossingWebServices/rest/services/timeline/-25.75,28.19/2024-10-01/2025-03-31?unitGroup=metric&key=$VISUALCROSSING_KEY&include=days" -o pta_season.json
git log --oneline -3
git checkout 9c1e4b7a2f0d83e5b6c4a1f09e7d2b3c8a5f6e01
export OPENMETEO_APIKEY={{alnum20:open-meteo-api-key}}
curl "https://customer-archive-api.open-meteo.com/v1/archive?latitude=-28.74&longitude=24.76&start_date=1991-01-01&end_date=2024-12-31&daily=precipitation_sum&apikey=$OPENMETEO_APIKEY" > kimberley_precip.json
sha256sum kimberley_precip.json
# 3f2a9d0c4b8e17a6f5c2d9e0b1a3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5  kimberley_precip.json
earthengine authenticate --auth_mode=notebook
earthengine set_project shoveler-crops-4821
sbatch scripts/run_dssat_grid.sbatch
squeue -u apretorius
python scripts/pull_farmos.py --since 2025-01-01
export XWEATHER_CLIENT_ID=Rk3q9ZpTn2LmWv8YbX1cA
export XWEATHER_CLIENT_SECRET={{random40:xweather-client-secret}}
curl "https://data.api.xweather.com/conditions/-29.12,26.21?client_id=$XWEATHER_CLIENT_ID&client_secret=$XWEATHER_CLIENT_SECRET" | jq .
history | grep farm
