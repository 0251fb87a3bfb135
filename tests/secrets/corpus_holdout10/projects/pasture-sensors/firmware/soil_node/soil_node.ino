#include <MKRWAN.h>
#include "secrets.h"

LoRaModem modem;

void setup() {
  Serial.begin(115200);
  modem.begin(EU868);
  int connected = modem.joinOTAA(joinEui, appKey);
  if (!connected) {
    Serial.println("join failed");
  }
}

void loop() {
  // soil moisture, temperature and EC every 15 minutes
  delay(900000);
}
