#!/bin/bash
# Flash the cellular backup gateways (Particle Boron) with the current firmware release.
set -euo pipefail
PARTICLE_TOKEN={{hex40:particle-access-token}}
for dev in shm-boron-01 shm-boron-02; do
  curl -sf -X PUT "https://api.particle.io/v1/devices/${dev}" \
    -H "Authorization: Bearer ${PARTICLE_TOKEN}" \
    -F file=@build/boron_gateway_v1.4.bin
done
