/* Rope leak detector under the rear-door heat exchangers: Modbus RTU in, MQTT out (ESP32). */
#include <stdio.h>
#include "mqtt_client.h"
#include "modbus_rtu.h"

#define WIFI_SSID     "fac-iot"
#define WIFI_PASS     "{{password:wifi-psk}}"
#define MQTT_URI      "mqtts://mqtt-fac.shearwater.example.edu:8883"
#define MQTT_USER     "leak-row-c"
#define MQTT_PASS     CONFIG_MQTT_PASSWORD   /* from sdkconfig, set by menuconfig */

void app_main(void) {
    esp_mqtt_client_config_t cfg = {
        .broker.address.uri = MQTT_URI,
        .credentials.username = MQTT_USER,
        .credentials.authentication.password = MQTT_PASS,
    };
    esp_mqtt_client_handle_t client = esp_mqtt_client_init(&cfg);
    esp_mqtt_client_start(client);
    for (;;) {
        uint16_t zone = modbus_read_holding(1, 0x0010);
        if (zone) esp_mqtt_client_publish(client, "fac/leak/row-c", "LEAK", 0, 1, 0);
        vTaskDelay(pdMS_TO_TICKS(1000));
    }
}
