#!/bin/bash
# Deposit the transcriptions on Nakala (Huma-Num); the test server's documented key is public
NAKALA_TEST_KEY=01234567-89ab-cdef-0123-456789abcdef
curl -X POST https://api.nakala.fr/datas/uploads \
  -H "X-API-KEY: {{uuid:nakala-api-key}}" \
  -F "file=@tei/O.Claud.174.xml"
