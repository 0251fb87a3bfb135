cd /project/avalanche-forecast
curl -s -H "X-Api-Secret: $WL_SECRET" "https://api.weatherlink.com/v2/stations?api-key={{lower32:weatherlink-api-key}}"
curl "https://my.meteoblue.com/packages/basic-1h_basic-day?lat=46.80&lon=9.84&asl=2540&format=json&apikey={{alnum16:meteoblue-api-key}}"
curl -X POST https://api.windy.com/api/point-forecast/v2 -H 'Content-Type: application/json' -d '{"lat":46.8,"lon":9.84,"model":"iconEu","parameters":["wind","temp","precip"],"key":"{{alnum32:windy-api-key}}"}'
snowpack -c cfg/WFJ2.ini -e 2026-12-01T00:00
sbatch jobs/snowpack_ensemble.sbatch
psql "postgresql://asturm:{{password_url:postgres-password}}@tsdb.plover.example.edu:5432/snow"
ttn-lw-cli login --api-key {{ttn_key:ttn-api-key}}
