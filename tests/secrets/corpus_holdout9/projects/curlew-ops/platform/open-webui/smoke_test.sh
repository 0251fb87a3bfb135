#!/bin/bash
# After an upgrade: the API answers and the vLLM models are listed.
curl -sf https://chat.curlew.example.edu/api/models \
  -H "Authorization: Bearer {{deepseek:open-webui-api-key}}" | jq -r '.data[].id'
