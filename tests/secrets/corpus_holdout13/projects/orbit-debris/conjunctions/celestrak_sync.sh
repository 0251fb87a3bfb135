#!/bin/sh
# public GP data from CelesTrak: no account needed
for g in stations cosmos-1408-debris fengyun-1c-debris; do
  curl -sf "https://celestrak.org/NORAD/elements/gp.php?GROUP=${g}&FORMAT=json" -o "data/celestrak_${g}.json"
done
sha256sum data/celestrak_*.json > data/celestrak.sha256
