// Particle Boron slope node: tilt, pore pressure, rain tipping bucket
#include "Particle.h"
#define BLYNK_TEMPLATE_ID "TMPL2xQ7cR9pA"
#define BLYNK_TEMPLATE_NAME "Slope node"
#define BLYNK_AUTH_TOKEN "{{blynk_token}}"
#include <blynk.h>

SYSTEM_THREAD(ENABLED);
const int TILT_PIN = A0;
const int PIEZO_PIN = A1;

void setup() {
    Blynk.begin(BLYNK_AUTH_TOKEN);
    Particle.function("setInterval", setInterval);
}

void loop() {
    Blynk.run();
    float tilt = analogRead(TILT_PIN) * 0.0008;
    Blynk.virtualWrite(V1, tilt);
    Particle.publish("slope/tilt", String(tilt), PRIVATE);
    delay(1000);
}
