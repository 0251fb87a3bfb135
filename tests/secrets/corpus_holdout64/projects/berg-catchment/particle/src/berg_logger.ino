// Boron stage logger: reads the OTT PLS over SDI-12 and publishes to MQTT every 15 min
#include "Particle.h"
#include "MQTT.h"

SYSTEM_THREAD(ENABLED);

const char *MQTT_HOST = "mqtt.redpoll.example.za";
const char *MQTT_USER = "logger-g1h020";
const char *MQTT_PASS = "{{password:mqtt-logger-password}}";  // TODO: move to EEPROM before the next flash
MQTT client(MQTT_HOST, 8883, 512, nullptr);

void setup() {
    // device e00fce68a1b2c3d4e5f60718, product 28114
    client.connect("g1h020", MQTT_USER, MQTT_PASS);
}

void loop() {
    if (client.isConnected()) {
        client.publish("berg/g1h020/stage", String::format("{\"ts\":%ld,\"stage_m\":%.3f}", Time.now(), 1.234));
    }
    System.sleep(SystemSleepConfiguration().mode(SystemSleepMode::ULTRA_LOW_POWER).duration(15min));
}
