// Status panel at the bridge abutment: shows gateway backhaul state via Blynk.
#define BLYNK_TEMPLATE_ID "TMPL4rX8qZk2w"
#define BLYNK_TEMPLATE_NAME "SHM status"
#define BLYNK_AUTH_TOKEN "{{alnum32:blynk-auth-token}}"

#include <WiFiNINA.h>
#include <BlynkSimpleWiFiNINA.h>

char ssid[] = "curlew-iot";
char pass[] = "";  // open IoT VLAN, MAC-filtered

void setup() {
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
}

void loop() {
  Blynk.run();
}
