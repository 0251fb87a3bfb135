#!/bin/bash
# Push page images of TT 387 (Karaman, 1530) into eScriptorium document 212
set -euo pipefail
DOC=212
for img in scans/TT387/*.jpg; do
  curl -s -X POST "https://escriptorium.killdeer.example.org/api/documents/$DOC/parts/" \
    -H "Authorization: Token {{hex40:escriptorium-api-token}}" \
    -F "image=@$img" -F "name=$(basename "$img" .jpg)"
done
# kraken model used for segmentation: blla.mlmodel sha1 fc8f32c500ee1a78614f134a862df176109e9f9c
