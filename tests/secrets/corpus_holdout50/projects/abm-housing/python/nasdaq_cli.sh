#!/bin/bash
# bulk export of the Zillow table with the Nasdaq Data Link REST API
curl -s "https://data.nasdaq.com/api/v3/datatables/ZILLOW/DATA.json?indicator_id=ZSFH&qopts.export=true&api_key={{nasdaq_data_link_key}}" -o zillow_export.json
jq -r '.datatable_bulk_download.file.link' zillow_export.json | xargs curl -s -o zillow.zip
