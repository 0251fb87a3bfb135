#!/bin/sh
# weekly visitors per site for the user-support meeting
KEY={{alnum64:plausible-api-key}}
for site in sanderling.example.edu docs.sanderling.example.edu news.sanderling.example.edu; do
  curl -s "https://stats.sanderling.example.edu/api/v1/stats/aggregate?site_id=$site&period=7d&metrics=visitors,pageviews" \
    -H "Authorization: Bearer $KEY"
done
