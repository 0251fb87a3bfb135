#!/bin/bash
# push one reading as the field sensor (the device's access token is its MQTT user name)
mosquitto_pub -d -q 1 -h things.example.org -p 1883 -t v1/devices/me/telemetry \
  -u "{{alnum20:thingsboard-mqtt-device-token}}" \
  -m "{\"soil_moisture\": $1}"
# as the guide writes it:
# mosquitto_pub -d -q 1 -h "$THINGSBOARD_HOST" -p "1883" -t "v1/devices/me/telemetry" -u "$ACCESS_TOKEN" -m {"temperature":25}
# mosquitto_pub -d -q 1 -h "demo.thingsboard.io" -t "v1/devices/me/telemetry" -u "A1_TEST_TOKEN" -m {"temperature":25}
# the broker's own monitoring user, on another topic
mosquitto_sub -h things.example.org -t '$SYS/broker/uptime' -u monitor -C 1
