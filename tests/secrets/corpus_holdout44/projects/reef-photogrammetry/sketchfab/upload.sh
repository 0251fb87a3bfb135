#!/bin/bash
# upload the decimated reef model (Sketchfab Data API v3)
SKETCHFAB_TOKEN={{hex32:sketchfab-api-token}}
curl -s -H "Authorization: Token ${SKETCHFAB_TOKEN}" \
  -F "modelFile=@KAN-03-2024_dec2M.zip" -F "name=Kaneohe plot 3 (2024)" -F "isPublished=false" \
  https://api.sketchfab.com/v3/models
# previous upload uid: 7a3d9e1f2c4b4e5d8f6a0b1c2d3e4f5a
