#!/bin/bash
# Burst eval runs to Lambda Cloud when the H100 partition is full
curl -u {{lambda_redstart_key}}: \
  https://cloud.lambdalabs.com/api/v1/instance-operations/launch \
  -d @launch.json -H "Content-Type: application/json"
curl -u "$LAMBDA_API_KEY": https://cloud.lambdalabs.com/api/v1/instances | jq '.data[].id'
