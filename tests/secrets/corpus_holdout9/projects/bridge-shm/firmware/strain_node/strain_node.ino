// Strain gauge node (MKR WAN 1310 + HX711), OTAA on EU868, one uplink every 10 minutes.
#include <MKRWAN.h>
#include "HX711.h"

LoRaModem modem;
HX711 gauge;

String appEui = "0000000000000000";
String appKey = "{{hex32_upper:lorawan-app-key}}";
// DevEUI printed by modem.deviceEUI(): A8610A3233418F0B

void setup() {
  Serial.begin(115200);
  gauge.begin(A1, A2);
  if (!modem.begin(EU868)) {
    Serial.println("modem init failed");
    while (1) {}
  }
  if (!modem.joinOTAA(appEui, appKey)) {
    Serial.println("join failed");
    while (1) {}
  }
  modem.minPollInterval(60);
}

void loop() {
  long raw = gauge.read_average(16);
  modem.beginPacket();
  modem.write((uint8_t *)&raw, sizeof(raw));
  modem.endPacket(false);
  delay(600000);
}
