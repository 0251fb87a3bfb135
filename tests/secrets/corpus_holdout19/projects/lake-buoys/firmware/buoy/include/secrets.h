// secrets.h -- NOT in git (see .gitignore); copy from secrets.h.example
#pragma once

#define WIFI_SSID      "Paajarvi-Station"
#define WIFI_PASS      "{{alnum12:wifi-psk}}"

// Adafruit IO (fallback uplink when the Notecard has no cell signal)
#define AIO_USERNAME   "skallio"
#define AIO_KEY        "{{adafruit_io}}"

// Station MQTT broker
#define MQTT_HOST      "mqtt.gannet.example.edu"
#define MQTT_PORT      8883
#define MQTT_USER      "buoy-paajarvi"
#define MQTT_PASS      "{{alnum16:mqtt-password}}"

// Blues Notehub product (public id, not a secret)
#define PRODUCT_UID    "com.example.gannet.skallio:lakebuoys"
