// ESP32 + HX711 load cell + INMP441 mic, publishes every 10 min
#include <WiFi.h>
#include <PubSubClient.h>
#include "HX711.h"

const char* WIFI_SSID = "Teagasc-Apiary";
const char* WIFI_PASS = "{{password:wifi-psk}}";
const char* MQTT_HOST = "192.168.4.1";
const char* MQTT_USER = "hive-scale";
const char* MQTT_PASS = "{{password:mqtt-password}}";
const float CALIBRATION = -21543.7f;   // grams per count, hive 3
const uint32_t DEVICE_ID = 0x3A7F19C2;

WiFiClient net;
PubSubClient mqtt(net);
HX711 scale;

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  while (WiFi.status() != WL_CONNECTED) delay(500);
  mqtt.setServer(MQTT_HOST, 1883);
  mqtt.connect("hive-scale-3", MQTT_USER, MQTT_PASS);
  scale.begin(16, 4);
  scale.set_scale(CALIBRATION);
}

void loop() {
  mqtt.publish("apiary/glenties/hive/3/weight", String(scale.get_units(10)).c_str());
  esp_deep_sleep(600ULL * 1000000ULL);
}
