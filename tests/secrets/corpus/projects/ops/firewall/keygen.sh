#!/bin/sh
# The API key the nightly rule export uses (from `?type=keygen`); the docs show `LUFRPT1...`.
curl -sk -H 'X-PAN-KEY: {{panos_api_key:panos-api-key}}' 'https://fw1.lab.example.org/api/?type=export&category=configuration' > running.xml
