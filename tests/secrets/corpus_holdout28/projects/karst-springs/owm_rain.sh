#!/bin/bash
# hourly rain over the Planina polje catchment, for the recharge model
LAT=45.83; LON=14.25
curl -s "https://api.openweathermap.org/data/3.0/onecall?lat=${LAT}&lon=${LON}&exclude=minutely,daily&units=metric&appid={{hex32:openweathermap-api-key}}" \
  | jq '.hourly[] | {dt, rain: .rain."1h"}' >> data/owm/rain_$(date +%Y%m).jsonl
