pl auth init
pl data search PSScene --filter filter.json | jq '.features[].id'
export PL_API_KEY={{planet_key}}
rclone lsd drone-gdrive:
docker compose -f odm/docker-compose.yml up -d
curl "https://api.openweathermap.org/data/3.0/onecall?lat=43.47&lon=11.25&appid={{hex32:openweathermap-api-key}}"
gdalinfo -checksum ndre.tif
