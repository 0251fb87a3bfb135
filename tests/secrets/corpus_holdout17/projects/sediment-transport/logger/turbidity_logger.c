/* ESP32 turbidity + stage logger on the Danube pontoon: posts to the group's MQTT broker. */
#include <stdio.h>
#include "esp_wifi.h"
#include "mqtt_client.h"

#define WIFI_SSID "guillemot-field"
#define WIFI_PASS "{{password14:wifi-psk}}"
#define MQTT_URI  "mqtts://mqtt.guillemot.example.edu:8883"
#define MQTT_USER "pontoon-01"
static const char *mqtt_pass = "{{password:mqtt-password}}";

void app_main(void)
{
    esp_mqtt_client_config_t cfg = {
        .broker.address.uri = MQTT_URI,
        .credentials.username = MQTT_USER,
        .credentials.authentication.password = mqtt_pass,
    };
    esp_mqtt_client_handle_t c = esp_mqtt_client_init(&cfg);
    esp_mqtt_client_start(c);
}
