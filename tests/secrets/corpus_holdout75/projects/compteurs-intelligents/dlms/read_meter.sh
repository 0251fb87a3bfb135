#!/bin/bash
# Read the load profile (1-0:99.1.0.255) from a pilot meter with the Gurux example client.
# usage: read_meter.sh pilot-01
set -euo pipefail
M=${1:?meter}
case "$M" in
  pilot-01) HOST=10.42.8.21 ;;
  pilot-02) HOST=10.42.8.22 ;;
  *) echo "unknown meter $M" >&2; exit 1 ;;
esac

# Low-level (password) association for the public client, used to read the invocation counter
python -m gurux_dlms_client -h "$HOST" -p 4059 -c 16 -s 1 -a Low -P "{{password14:dlms-lls-password}}" -g "0.0.43.1.0.255:2"

# HLS with GMAC for the management client; keys from meters.yaml
python -m gurux_dlms_client -h "$HOST" -p 4059 -c 1 -s 145 -a HighGMAC \
    -C AuthenticationEncryption -T 5948414D4D455231 \
    -A "$(yq -r ".meters[] | select(.name == \"$M\") | .authentication_key" meters.yaml)" \
    -B "$(yq -r ".meters[] | select(.name == \"$M\") | .block_cipher_key" meters.yaml)" \
    -g "1.0.99.1.0.255:2" -o "../data/raw/${M}_$(date +%F).xml"
