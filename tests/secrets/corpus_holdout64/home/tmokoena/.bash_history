cd /scratch/tmokoena/veld-fire
module load python/3.11 gdal/3.8
source ~/envs/fire/bin/activate
curl -s "https://firms.modaps.eosdis.nasa.gov/api/area/csv/{{hex32:firms-map-key}}/VIIRS_NOAA20_NRT/16,-35,33,-22/3" -o viirs_za_3d.csv
head viirs_za_3d.csv
curl -s "https://firms.modaps.eosdis.nasa.gov/mapserver/mapkey_status/?MAP_KEY=$FIRMS_MAP_KEY"
wc -l viirs_za_3d.csv
earthengine authenticate --quiet
earthengine set_project redpoll-veld-fire
earthengine task list | head
git log --oneline -3
git checkout 4c1d9e07a2b3f58e6d0c91a7b4e2f3d5c6a8b9e0 -- gee/export_burned_area.py
sbatch slurm/firms_daily.sbatch
squeue -u tmokoena
sha256sum data/raw/MCD64A1.A2024245.h20v11.061.hdf
export EARTHDATA_PASS='{{password:earthdata-password}}'
wget --user=tmokoena --password="$EARTHDATA_PASS" https://e4ftl01.cr.usgs.gov/MOTA/MCD64A1.061/2024.09.01/
unset EARTHDATA_PASS
python firms/pull_firms.py --source VIIRS_SNPP_NRT --days 5
gcloud auth activate-service-account veld-export@redpoll-veld-fire.iam.gserviceaccount.com --key-file=gee/service-account.json
gcloud config list
psql "postgresql://fire:{{password_url:postgis-password}}@localhost:5433/veldfire" -c '\dt'
docker compose -f docker-compose.yml ps
python alerts/telegram_alert.py --dry-run
history | grep MAP_KEY
