#!/bin/bash
# Push transcribed folios as items to the library's Omeka S (Users -> API keys)
OMEKA=https://manuscripts.kittiwake.example.edu/api
KEY_IDENTITY=bricci_htr
KEY_CREDENTIAL={{alnum32:omeka-s-key-credential}}
curl -s -X POST "$OMEKA/items?key_identity=$KEY_IDENTITY&key_credential=$KEY_CREDENTIAL" \
  -H 'Content-Type: application/json' -d @item.json
# IIIF manifest is public:
curl -s https://manuscripts.kittiwake.example.edu/iiif/3/ms-217/manifest
