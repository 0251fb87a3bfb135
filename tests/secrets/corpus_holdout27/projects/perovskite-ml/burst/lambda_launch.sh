#!/usr/bin/env bash
# launch one 8xH100 instance on Lambda Cloud when the Whimbrel queue is over a day long
set -euo pipefail
LAMBDA_API_KEY="{{lambda_cloud_key}}"
curl -sf -u "$LAMBDA_API_KEY:" \
  -H 'Content-Type: application/json' \
  -d '{"region_name":"us-east-1","instance_type_name":"gpu_8x_h100_sxm5","ssh_key_names":["dmoradi-lambda"],"quantity":1}' \
  https://cloud.lambdalabs.com/api/v1/instance-operations/launch
