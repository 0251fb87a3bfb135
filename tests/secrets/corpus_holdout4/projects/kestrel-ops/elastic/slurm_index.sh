#!/bin/bash
# Create the slurm jobcomp index template (Elasticsearch API keys: Authorization: ApiKey <encoded>)
ES=https://es01.kestrel.example.edu:9200
curl -s -X PUT "$ES/_index_template/slurm" \
  -H "Authorization: ApiKey {{elastic_api_key:elasticsearch-api-key}}" \
  -H 'Content-Type: application/json' \
  -d @slurm_template.json
