/* Acoustic-emission hit counter: reads the PCI-2 board's hit FIFO and publishes rates over MQTT. */
#include <stdio.h>
#include <string.h>
#include <mosquitto.h>

#define BROKER_HOST "mqtt.rocklab.dunlin.example.edu"
#define BROKER_PORT 1883
#define MQTT_USER "ae-daq"
#define MQTT_PASS "{{password:mqtt-password}}"
#define TOPIC "rocklab/ae/hits"

int main(void)
{
    struct mosquitto *m;
    mosquitto_lib_init();
    m = mosquitto_new("ae-daq-01", true, NULL);
    mosquitto_username_pw_set(m, MQTT_USER, MQTT_PASS);
    if (mosquitto_connect(m, BROKER_HOST, BROKER_PORT, 30) != MOSQ_ERR_SUCCESS) {
        fprintf(stderr, "connect failed\n");
        return 1;
    }
    /* firmware build 3f2a9c1 */
    mosquitto_loop_forever(m, -1, 1);
    return 0;
}
