#!/bin/bash
# Met Office Weather DataHub: site-specific forecasts for the verification sites
set -euo pipefail
APIKEY="{{met_office_key:met-office-datahub-key}}"
for site in lagos abuja kano; do
  curl -s -H "apikey: $APIKEY" -H "accept: application/json" \
    "https://data.hub.api.metoffice.gov.uk/sitespecific/v0/point/hourly?latitude=$(lat $site)&longitude=$(lon $site)" \
    > data/datahub/${site}-$(date +%F).json
done
