#!/bin/sh
# Seed the relay's settings in Consul's key-value store (run once per datacentre).
set -eu
curl -fsS -X PUT -d 'relay.ops.example.org' http://127.0.0.1:8500/v1/kv/relay/hostname
curl -fsS -X PUT -d '{{alnum24:curl-put-secret-setting}}' http://127.0.0.1:8500/v1/kv/relay/smtp_password
curl -fsS -X PUT -d @relay-token.json http://127.0.0.1:8500/v1/kv/relay/api_token
curl -fsS -X PUT -d "$RELAY_SECRET" http://127.0.0.1:8500/v1/kv/relay/signing_secret
