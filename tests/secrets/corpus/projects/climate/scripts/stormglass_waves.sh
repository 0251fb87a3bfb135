#!/bin/sh
# Wave heights at the mooring from Stormglass; the mooring's id below is ours, not a key.
STORMGLASS="{{stormglass_key}}"
MOORING_ID=3f2c1a9e-5b7d-11ef-8c3a-0242ac130003
curl -s -H "Authorization: $STORMGLASS" \
  "https://api.stormglass.io/v2/weather/point?lat=-4.5&lng=129.9&params=waveHeight" > "waves-$MOORING_ID.json"
