cd ~/projects/urban-heat
python python/purpleair_pull.py --bbox 72.77,18.89,72.99,19.27
curl -s "https://api.weather.com/v2/pws/observations/current?stationId=IMUMBA12&format=json&units=m&apiKey={{hex32:wunderground-api-key}}" | jq .
curl -s "https://api.tomorrow.io/v4/weather/realtime?location=19.07,72.88&apikey=$TOMORROW_KEY"
docker compose -f postgis/docker-compose.yml up -d
psql -h localhost -U heat -d heat -f sql/lst_grid.sql
git log --oneline | head -3
sbatch jobs/lst_downscale.sbatch
