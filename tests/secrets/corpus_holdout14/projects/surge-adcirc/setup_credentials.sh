#!/bin/bash
# one-off: set up the data credentials on a new account (run once, then delete this script)
cat > ~/.cdsapirc <<CDS
url: https://cds.climate.copernicus.eu/api
key: {{uuid:cds-api-key}}
CDS
chmod 600 ~/.cdsapirc
cat > ~/.ecmwfapirc <<ECMWF
{"url": "https://api.ecmwf.int/v1", "key": "$ECMWF_KEY", "email": "angata@petrel.example.edu"}
ECMWF
