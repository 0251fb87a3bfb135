// Wi-Fi of the sports hall's robotics VLAN and the MQTT bridge login for the ESP32 radio bridge.
// Do not commit (this file is in .gitignore on the firmware repo).
#pragma once
#define WIFI_SSID     "knot-robotics"
#define WIFI_PSK      "{{password:wifi-psk}}"
#define MQTT_HOST     "3f2a9b.s1.eu.hivemq.cloud"
#define MQTT_PORT     8883
#define MQTT_USER     "cf-bridge"
#define MQTT_PASS     "{{password:hivemq-password}}"
#define OTA_PASSWORD_HASH "9c2e1b7f0d4a3e6c8b5a2f1d0e9c7b6a"
