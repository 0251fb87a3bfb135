/* MultiGAS node credentials. Copy secrets.h.example to secrets.h and fill in. */
#ifndef SECRETS_H
#define SECRETS_H

#define WIFI_SSID      "crater-rim"
#define WIFI_PSK       "{{alnum16:wifi-psk}}"
#define MQTT_HOST      "mqtt.fulmar.example.edu"
#define MQTT_USER      "gasnode"
#define MQTT_PASS      "{{password:mqtt-password}}"
/* Device id printed on the Boron's sticker; not a secret. */
#define PARTICLE_DEVICE_ID "e00fce68a1b2c3d4e5f60718"

#endif
