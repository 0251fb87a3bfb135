#!/usr/bin/env bash
# 30-second previews of tracks missing from Spotify: find the official upload via the Data API
set -euo pipefail
KEY={{google_api_key}}
while IFS=$'\t' read -r isrc artist title; do
  q=$(printf '%s %s' "$artist" "$title" | jq -sRr @uri)
  vid=$(curl -s "https://www.googleapis.com/youtube/v3/search?part=id&type=video&maxResults=1&q=${q}&key=${KEY}" | jq -r '.items[0].id.videoId')
  echo -e "${isrc}\t${vid}"   # e.g. USRC17607839  dQw4w9WgXcQ
done < youtube/missing.tsv > youtube/video_ids.tsv
