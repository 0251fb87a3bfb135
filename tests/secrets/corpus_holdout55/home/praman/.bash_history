swpc
python -c "from supermag_api import *; print(SuperMAGGetIndices('praman', [2024,5,10,0,0], 86400, 'sme,sml,smu')[0])"
python -c "from cdasws import CdasWs; c = CdasWs(); print(c.get_datasets(observatoryGroup='ACE')[:3])"
influx auth create --org wryneck --description nowcast-writer --write-bucket nowcast
influx config create --config-name wryneck --host-url https://influx.wryneck.example.pt --org wryneck --token {{influx_token}} --active
crontab -e
systemctl --user restart swpc-ingest.service
curl -s "https://www.ncei.noaa.gov/cdo-web/api/v2/datasets" -H "token:{{alpha32_token:noaa-cdo-token}}"
julia --project=. src/forecast.jl --horizon 60
curl -X POST -H 'Content-type: application/json' --data '{"text":"test from cron"}' https://hooks.slack.com/services/{{slack_webhook}}
