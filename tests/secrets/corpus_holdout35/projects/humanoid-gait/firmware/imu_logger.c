/* imu_logger.c: publish the H1's foot IMU packets to the lab broker for the dashboard. */
#include <mosquitto.h>
#include <stdio.h>
#include <string.h>

#define BROKER "mqtt.robotlab.lapwing.example.org"
#define MQTT_USER "h1-imu"
#define MQTT_PASS "{{password:mqtt-password}}"

int main(void)
{
    struct mosquitto *m;
    char payload[128];

    mosquitto_lib_init();
    m = mosquitto_new("h1-imu-left", true, NULL);
    mosquitto_username_pw_set(m, MQTT_USER, MQTT_PASS);
    if (mosquitto_connect(m, BROKER, 8883, 30) != MOSQ_ERR_SUCCESS) {
        fprintf(stderr, "connect failed\n");
        return 1;
    }
    snprintf(payload, sizeof payload, "{\"ax\":%.3f,\"ay\":%.3f,\"az\":%.3f}", 0.0, 0.0, 9.81);
    mosquitto_publish(m, NULL, "h1/imu/left", (int)strlen(payload), payload, 0, false);
    mosquitto_destroy(m);
    mosquitto_lib_cleanup();
    return 0;
}
