// Boron LTE node next to each hive: temperature, weight, and a 30 s clip trigger over MQTT.
#include "Particle.h"
#include "MQTT.h"

#define MQTT_HOST "mqtt.puffin.example.edu"
#define MQTT_USER "hive-node"
#define MQTT_PASS "{{password14:mqtt-password}}"

SYSTEM_THREAD(ENABLED);
MQTT client(MQTT_HOST, 1883, callback);

void callback(char *topic, byte *payload, unsigned int length) {}

void setup() {
    client.connect(System.deviceID(), MQTT_USER, MQTT_PASS);
    // device e00fce68b7a9d21c4f3e0a15 is hive 3 at site LAR
}

void loop() {
    if (client.isConnected()) client.loop();
    delay(1000);
}
