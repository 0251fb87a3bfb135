#!/bin/bash
# publish one telemetry point as the device (token is the MQTT user name, no password)
mosquitto_pub -d -q 1 -h tb.shoveler.example.za -p 1883 -t v1/devices/me/telemetry \
  -u "{{alnum20:thingsboard-device-token}}" \
  -m '{"soil_moisture": 23.4, "soil_temp": 19.8}'
# the guide's example: mosquitto_pub -d -q 1 -h "$THINGSBOARD_HOST" -p "1883" -t "v1/devices/me/telemetry" -u "$ACCESS_TOKEN" -m {"temperature":25}
