#!/bin/bash
# Pull the university's interpreter lectures from the private Vimeo showcase
curl -s -H "Authorization: bearer {{hex32:vimeo-access-token}}" \
  -H "Accept: application/vnd.vimeo.*+json;version=3.4" \
  "https://api.vimeo.com/me/albums/11042837/videos?per_page=100" > vimeo_videos.json
