// Particle Boron on the snow stake camera mast: publishes depth, pushes photos to HiveMQ
#include "MQTT.h"

const char *BROKER = "b7e1c9a4.s1.eu.hivemq.cloud";
const char *MQTT_USER = "snowstake03";
const char *MQTT_PASS = "{{password:hivemq-password}}";

MQTT client(BROKER, 8883, callback);

void setup() {
    client.connect("snowstake-03", MQTT_USER, MQTT_PASS);
}

void loop() {
    Particle.publish("depth_cm", String(readUltrasonic()), PRIVATE);
    delay(600000);
}
