// ESP32 gateway in the spring hut: reads the RS-485 level logger, posts to ThingSpeak.
#include <WiFi.h>
#include <HTTPClient.h>
#include "ThingSpeak.h"

const char* ssid = "KarstNet-Unica";
const char* pass = "{{password:wifi-password}}";

unsigned long channelID = 2417733;           // public channel
const char* writeAPIKey = "{{upper16:thingspeak-write-key}}";
// read key not needed: the channel is public

WiFiClient client;

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, pass);
  while (WiFi.status() != WL_CONNECTED) delay(500);
  ThingSpeak.begin(client);
}

void loop() {
  float stage_cm = readStage();
  ThingSpeak.setField(1, stage_cm);
  ThingSpeak.writeFields(channelID, writeAPIKey);
  delay(15UL * 60UL * 1000UL);
}
