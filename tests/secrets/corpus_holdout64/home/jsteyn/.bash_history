cd ~/projects/veld-fire/spread
module load elmfire/2024.1 gdal
planet auth init
planet auth print-api-key
planet data search PSScene --filter filter.json | jq '.features[].id' | head
planet orders create --name kogelberg-2025-01 order.json
export PL_API_KEY={{planet_key}}
planet orders list --state success
planet orders download 9b2f64c1-0e7a-4d35-8c19-3f5a2e7b1d04 --directory data/planet
sentinelhub.config --show
sentinelhub.config --sh_client_id sh-4f7c2a91-3e6b-4d58-9c10-7a2e5b8d3f64 --sh_client_secret {{alnum32:sentinelhub-client-secret}}
python ../gee/export_burned_area.py
Rscript fetch_weather.R 2025-01-19 2025-01-24
elmfire elmfire.data > run_kogelberg.log 2>&1 &
tail -f run_kogelberg.log
ssh-keygen -lf ~/.ssh/id_ed25519.pub
git push origin spread-calib
sha1sum outputs/time_of_arrival_*.tif
