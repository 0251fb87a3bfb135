#!/bin/sh
# Bearer token for the IBM Quantum REST API (IBM Cloud IAM, 1 h lifetime)
# usage: ./iam_token.sh > /tmp/iqp_bearer
curl -s -X POST 'https://iam.cloud.ibm.com/identity/token' \
  -H 'Content-Type: application/x-www-form-urlencoded' \
  -d 'grant_type=urn:ibm:params:oauth:grant-type:apikey&apikey={{ibm_quantum_api_key}}' \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["access_token"])'

# response looks like
# {"access_token":"eyJraWQiOiIyMDI2MDMwMS0wODozMDowMCIsImFsZyI6IlJTMjU2In0...REDACTED",
#  "refresh_token":"not_supported","token_type":"Bearer","expires_in":3600,"expiration":1796303600}
