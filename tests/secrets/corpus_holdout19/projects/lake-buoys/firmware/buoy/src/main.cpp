#include <Arduino.h>
#include <Notecard.h>
#include "secrets.h"

Notecard notecard;

void setup() {
  Serial.begin(115200);
  notecard.begin();
  J *req = notecard.newRequest("hub.set");
  JAddStringToObject(req, "product", PRODUCT_UID);
  JAddStringToObject(req, "mode", "periodic");
  JAddNumberToObject(req, "outbound", 60);
  notecard.sendRequest(req);
}

void loop() {
  J *req = notecard.newRequest("note.add");
  JAddStringToObject(req, "file", "summary.qo");
  J *body = JAddObjectToObject(req, "body");
  JAddNumberToObject(body, "t05", 0.21);
  JAddNumberToObject(body, "do5", 11.4);
  notecard.sendRequest(req);
  delay(SAMPLE_S * 1000UL);
}
