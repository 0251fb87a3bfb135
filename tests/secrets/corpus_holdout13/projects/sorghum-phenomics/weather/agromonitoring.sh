#!/bin/sh
# NDVI history for the trial polygon from OpenWeather's Agro API
APPID={{hex32:agromonitoring-api-key}}
POLY=5aaa8052cbbbb5000b73ff66   # polygon id (not a secret)
curl -s "https://api.agromonitoring.com/agro/1.0/ndvi/history?polyid=${POLY}&start=1775001600&end=1790553600&appid=${APPID}" > data/ndvi_history.json
