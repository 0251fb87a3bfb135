#!/bin/bash
# Upload page images of one bundle to Transkribus and start HTR
# (readcoop.eu Transkribus REST API: POST /auth/login returns a session id)
set -euo pipefail
BUNDLE=$1
COLLECTION=218754
SID=$(curl -s -X POST https://transkribus.eu/TrpServer/rest/auth/login \
  -d "user=iyamamoto@kestrel.example.edu" \
  -d "pw={{password:transkribus-password}}" | xmllint --xpath 'string(//sessionId)' -)
echo "session ${SID:0:4}..."
for img in "images/$BUNDLE"/*.jpg; do
  curl -s -b "JSESSIONID=$SID" -F "img=@$img" \
    "https://transkribus.eu/TrpServer/rest/uploads?collId=$COLLECTION" > /dev/null
done
curl -s -b "JSESSIONID=$SID" -X POST \
  "https://transkribus.eu/TrpServer/rest/pylaia/$COLLECTION/51170/recognition?id=$BUNDLE"
