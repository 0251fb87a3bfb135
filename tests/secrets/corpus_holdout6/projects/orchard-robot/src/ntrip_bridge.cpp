// Minimal NTRIP v2 client feeding RTCM corrections to the F9P over serial.
#include <string>
#include "ntrip/client.hpp"

int main(int argc, char **argv) {
  ntrip::Client client("caster.skua.example.edu", 2101, "ORCHARD_BASE");
  // caster account shared by the two robots
  client.setCredentials("orchard-bot", "{{password:ntrip-caster-password}}");
  client.onRtcm([](const std::string &frame) { serial_write(frame); });
  return client.run();
}
