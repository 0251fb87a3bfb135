#!/bin/bash
# run from the field laptop after each card swap; pings healthchecks so we notice a missed sync
set -e
for card in /media/$USER/MOTH*; do
  id=$(awk -F': ' '/Device ID/ {print $2}' "$card/CONFIG.TXT")
  rclone copy "$card" "nc:Biebrza/AudioMoth/$(date +%Y-%m)/$id" --include '*.WAV' --include CONFIG.TXT
done
curl -fsS -m 10 --retry 5 https://hc-ping.com/{{uuid:healthchecks-ping-url}}
