#!/bin/sh
# kirim level air (cm) ke ThingsBoard; token = device access token per stasiun
# https://thingsboard.io/docs/reference/http-api/  POST /api/v1/$ACCESS_TOKEN/telemetry
TB=https://tb.garganey.example.id
SADENG_TOKEN={{alnum20:thingsboard-device-token}}
BENOA_TOKEN={{alnum20:thingsboard-device-token}}
# PRIGI_TOKEN=$(cat /etc/pasut/prigi.token)

lvl=$(modpoll -m tcp -a 1 -r 30001 -c 1 -1 10.40.2.11 | awk '/\[30001\]/{print $2}')
curl -s -X POST "$TB/api/v1/$SADENG_TOKEN/telemetry" -H 'Content-Type: application/json' -d "{\"level_cm\":$lvl}"
