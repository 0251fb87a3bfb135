// rig status e-paper display pulls its numbers from Adafruit IO feeds
#include "AdafruitIO_WiFi.h"
#include "secrets.h"

#define IO_USERNAME "rmwale"
#define IO_KEY      "{{adafruit_io}}"

AdafruitIO_WiFi io(IO_USERNAME, IO_KEY, WIFI_SSID, WIFI_PSK);
AdafruitIO_Feed *pce = io.feed("rig02-pce");

void setup() { io.connect(); }
void loop() { io.run(); }
