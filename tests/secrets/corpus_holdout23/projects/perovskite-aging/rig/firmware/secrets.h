// ESP32 aging-rig controller: Wi-Fi + MQTT credentials (do not commit... oops)
#pragma once
#define WIFI_SSID      "godwit-iot"
#define WIFI_PSK       "{{password:wifi-psk}}"
#define MQTT_HOST      "mqtt.lab.godwit.example.edu"
#define MQTT_USER      "rig02"
#define MQTT_PASS      "{{password:password}}"
#define THINGSPEAK_KEY "{{upper16:thingspeak-write-api-key}}"
#define OTA_PASSWORD   CONFIG_OTA_PASSWORD
