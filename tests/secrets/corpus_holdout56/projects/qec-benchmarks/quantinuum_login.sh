#!/bin/bash
# Generate ~/.quantinuum_config for CUDA-Q (as in the CUDA-Q hardware docs).
# Password comes from pass, never typed here.
PW=$(pass show quantinuum/mchua)
curl -X POST -H "Content-Type: application/json" \
    -d "{ \"email\":\"mchua@firecrest.example.ie\",\"password\":\"$PW\" }" \
    https://qapi.quantinuum.com/v1/login > "$HOME/credentials.json"
id_token=$(jq -r '."id-token"' "$HOME/credentials.json")
refresh_token=$(jq -r '."refresh-token"' "$HOME/credentials.json")
echo "key: $id_token" > "$HOME/.quantinuum_config"
echo "refresh: $refresh_token" >> "$HOME/.quantinuum_config"
export CUDAQ_QUANTINUUM_CREDENTIALS=$HOME/.quantinuum_config
