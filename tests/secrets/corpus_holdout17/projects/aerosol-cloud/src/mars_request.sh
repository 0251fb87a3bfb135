#!/bin/bash
# ECMWF Web API (ecmwf-api-client), keys from the environment as its README allows
export ECMWF_API_URL="https://api.ecmwf.int/v1"
export ECMWF_API_KEY="{{hex32:ecmwf-api-key}}"
export ECMWF_API_EMAIL="tobias.wendt@guillemot.example.edu"
python - <<'PY'
from ecmwfapi import ECMWFDataServer
server = ECMWFDataServer()
server.retrieve({"class": "mc", "dataset": "cams_nrealtime", "date": "2024-06-01", "expver": "0001",
                 "levtype": "sfc", "param": "207.210", "step": "0", "stream": "oper",
                 "time": "00:00:00", "type": "an", "target": "aod.grib"})
PY
