#!/bin/sh
# visits per portal, last week, for the steering committee
curl -s "https://stats.petrel.example.edu/index.php?module=API&method=VisitsSummary.get&idSite=3&period=week&date=last1&format=JSON" \
  -d "token_auth={{hex32:matomo-token-auth}}"
