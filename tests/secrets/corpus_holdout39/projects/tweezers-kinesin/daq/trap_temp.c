/* Publishes the C-trap objective temperature (PT100 via the DAQ) to the lab's Mosquitto broker. */
#include <stdio.h>
#include <mosquitto.h>

#define BROKER "mqtt.lab.willet.example.org"
#define TOPIC "ctrap/objective/temp"
static const char *MQTT_USER = "ctrap-daq";
static const char *MQTT_PASS = "{{password:mqtt-password}}";

int main(void) {
    struct mosquitto *m;
    mosquitto_lib_init();
    m = mosquitto_new("ctrap-daq-01", true, NULL);
    mosquitto_username_pw_set(m, MQTT_USER, MQTT_PASS);
    mosquitto_tls_set(m, "/etc/ssl/certs/ca-bundle.crt", NULL, NULL, NULL, NULL);
    if (mosquitto_connect(m, BROKER, 8883, 60) != MOSQ_ERR_SUCCESS) return 1;
    mosquitto_publish(m, NULL, TOPIC, 5, "24.91", 1, false);
    mosquitto_destroy(m);
    mosquitto_lib_cleanup();
    return 0;
}
