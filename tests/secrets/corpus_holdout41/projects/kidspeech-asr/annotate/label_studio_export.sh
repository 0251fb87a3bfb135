#!/bin/sh
# export project 12 (child utterance transcripts) as JSON-MIN
curl -s -X GET "https://labelstudio.yellowlegs.example.org/api/projects/12/export?exportType=JSON_MIN" \
  -H "Authorization: Token {{label_studio}}" -o exports/p12_$(date +%F).json
