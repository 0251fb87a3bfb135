/* relay.c: forward MIDI note-on from the organ's console interface to the recording PC over
 * MQTT, so each sweep is tagged with the stop combination. Build: gcc relay.c -lmosquitto -lasound */
#include <alsa/asoundlib.h>
#include <mosquitto.h>
#include <stdio.h>

#define BROKER "mqtt.whimbrel.example.edu"
#define BROKER_PORT 8883
#define MQTT_USER "organ-pi-03"
#define MQTT_PASS "{{alnum16:mqtt-password}}"

int main(void) {
    struct mosquitto *m;
    mosquitto_lib_init();
    m = mosquitto_new("organ-pi-03", true, NULL);
    mosquitto_username_pw_set(m, MQTT_USER, MQTT_PASS);
    mosquitto_tls_set(m, "/etc/ssl/certs/ca-certificates.crt", NULL, NULL, NULL, NULL);
    if (mosquitto_connect(m, BROKER, BROKER_PORT, 30) != MOSQ_ERR_SUCCESS) {
        fprintf(stderr, "connect failed\n");
        return 1;
    }
    /* ... read ALSA sequencer events and publish organ/jakub/stops ... */
    mosquitto_loop_forever(m, -1, 1);
    return 0;
}
