#!/bin/bash
# cron */5: warn when the solvent fridge rises above 8 °C (Home Assistant REST API)
HA_URL=http://ha.lab.curlew.example.edu:8123
HA_TOKEN="{{home_assistant_token}}"
temp=$(curl -sf -H "Authorization: Bearer ${HA_TOKEN}" -H "Content-Type: application/json" \
  "${HA_URL}/api/states/sensor.solvent_fridge_temperature" | jq -r .state)
if (( $(echo "$temp > 8" | bc -l) )); then
  curl -sf -X POST -H "Authorization: Bearer ${HA_TOKEN}" -H "Content-Type: application/json" \
    -d "{\"message\": \"Solvent fridge at ${temp} °C\"}" "${HA_URL}/api/services/notify/lab_sms"
fi
