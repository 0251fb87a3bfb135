#!/bin/sh
# ChirpStack v4 REST API (chirpstack-rest-api on :8090); key from the web UI → API keys
CS=http://chirpstack.oystercatcher.example.org:8090
TOKEN={{chirpstack_key}}
APP=a1b2c3d4-e5f6-4789-8abc-def012345678
for eui in 70B3D57ED0063A14 70B3D57ED0063A15; do
  curl -s -X POST "$CS/api/devices" -H "Grpc-Metadata-Authorization: Bearer $TOKEN" \
    -d "{\"device\":{\"devEui\":\"$eui\",\"applicationId\":\"$APP\",\"deviceProfileId\":\"3f7e1b2d-9c8a-4d6e-b5f0-1a2b3c4d5e6f\"}}"
done
