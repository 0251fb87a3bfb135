// Triaxial accelerometer node: 200 Hz bursts, FFT peaks sent over LoRaWAN.
#include <MKRWAN.h>
#include "arduino_secrets.h"

LoRaModem modem;

void setup() {
  modem.begin(EU868);
  modem.joinOTAA(SECRET_APP_EUI, SECRET_APP_KEY);
}

void loop() {
  // burst, FFT and uplink in fft_uplink.cpp
  delay(900000);
}
