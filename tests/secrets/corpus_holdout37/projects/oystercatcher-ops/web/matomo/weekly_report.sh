#!/bin/sh
# weekly visits for the project sites, mailed to the PIs
TOKEN={{hex32:matomo-token-auth}}
for site in 1 3 4 7; do
  curl -s -X POST "https://stats.oystercatcher.example.org/index.php" \
    -d module=API -d method=VisitsSummary.get -d idSite=$site -d period=week -d date=today \
    -d format=JSON -d token_auth=$TOKEN
done
