cd ~/projects/snowpack-avy
snowpack -c io/io_WFJ2.ini -e 2026-04-01T00:00 -m research
curl -s "https://api.meteomatics.com/2026-03-01T00:00Z--2026-03-31T00:00Z:PT1H/t_2m:C,precip_1h:mm,fresh_snow_24h:cm/46.83,9.81/csv" -u yellowlegs_caduff:{{password_url:meteomatics-password}}
curl -s "https://api.synopticdata.com/v2/stations/timeseries?stid=WFJ2&recent=1440&vars=snow_depth&token={{hex32:synoptic-api-token}}"
curl -s "https://api.synopticdata.com/v2/stations/metadata?stid=WFJ2&token=$SYNOPTIC_TOKEN" | jq .STATION[0].ELEVATION
mosquitto_sub -h mqtt.yellowlegs.example.org -p 8883 -u station-reader -P {{password:mqtt-password}} -t 'imis/+/snow_height' -v
ntfy publish --token {{ntfy}} ntfy.yellowlegs.example.org/avy-alerts "WFJ2 new snow 35 cm / 24 h"
git log -1 --format=%H
python alerts/bulletin_bot.py --dry-run
