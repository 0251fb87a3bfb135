#!/bin/bash
# Actualiza el firmware de los nodos Particle Boron (sensores con celular) de la red.
# token de la cuenta de la organización (particle token create --never-expires)
export PARTICLE_ACCESS_TOKEN={{hex40:particle-access-token}}
PRODUCT_ID=31874   # id del producto en Particle Console (público)
FW=firmware/aire_boron_v2.4.1.bin
sha256sum "$FW"    # 3e5a7c9f1b2d4e6a8c0f2b4d6e8a1c3f5b7d9e0a2c4f6b8d1e3a5c7f9b0d2e4a
curl -fsS -X POST "https://api.particle.io/v1/products/$PRODUCT_ID/firmware" \
  -H "Authorization: Bearer $PARTICLE_ACCESS_TOKEN" \
  -F "file=@$FW" -F version=24 -F title="aire v2.4.1"
# token viejo (creado con `particle login` en el laptop robado) — revocado desde la consola el 2026-05-20:
# export PARTICLE_ACCESS_TOKEN=c4e6a8b0d2f4e6a8c0b2d4f6a8e0c2b4d6f8a0c2
