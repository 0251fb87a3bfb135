#!/bin/bash
# daily: warn 30 days before any FEATURE/INCREMENT expires
NTFY_TOKEN={{ntfy}}
for f in /opt/licences/*.dat /opt/licences/*.lic; do
  awk '/^(FEATURE|INCREMENT|LICENSE)/ {print FILENAME, $2, $5}' "$f"
done | while read -r file feature expiry; do
  if [ "$(date -d "$expiry" +%s 2>/dev/null || echo 0)" -lt "$(date -d '+30 days' +%s)" ]; then
    curl -s -H "Authorization: Bearer $NTFY_TOKEN" -d "$feature in $file expires $expiry" https://ntfy.redshank.example.org/licences
  fi
done
