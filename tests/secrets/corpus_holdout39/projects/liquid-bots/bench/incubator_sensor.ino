// ESP32 in the 37 C incubator: temperature and CO2 to Adafruit IO, and to the lab's Mosquitto
#include <WiFi.h>
#include "AdafruitIO_WiFi.h"
#include <PubSubClient.h>

#define IO_USERNAME "willetlab"
#define IO_KEY      "{{adafruit_io}}"
#define WIFI_SSID   "WILLET-IOT"
#define WIFI_PASS   ""   // open IoT VLAN, MAC-filtered

const char* mqtt_user = "incubator3";
const char* mqtt_pass = "{{password:mqtt-password}}";

AdafruitIO_WiFi io(IO_USERNAME, IO_KEY, WIFI_SSID, WIFI_PASS);
