#include <stdio.h>
#include "esp_log.h"
#include "mqtt_client.h"

#define WIFI_SSID      "plover-field"
#define WIFI_PASS      "{{password14:wifi-psk}}"
#define MQTT_URI       "mqtts://mqtt.plover.example.edu:8883"
#define MQTT_USER      "snowstation-07"
#define MQTT_PASS      "{{password:mqtt-password}}"

static const char *TAG = "snowstation";

void app_main(void)
{
    esp_mqtt_client_config_t cfg = {
        .broker.address.uri = MQTT_URI,
        .credentials.username = MQTT_USER,
        .credentials.authentication.password = MQTT_PASS,
    };
    esp_mqtt_client_handle_t client = esp_mqtt_client_init(&cfg);
    esp_mqtt_client_start(client);
    ESP_LOGI(TAG, "snow depth station up");
}
