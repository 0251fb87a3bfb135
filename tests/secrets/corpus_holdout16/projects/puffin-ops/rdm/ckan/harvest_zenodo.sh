#!/bin/bash
# Mirror Puffin's Zenodo community into CKAN (ckanapi)
ckanapi action package_search q="organization:puffin" -r https://data.puffin.example.edu \
  -a {{ckan_token}}
ckanapi load datasets -I zenodo_export.jsonl -r https://data.puffin.example.edu -a "$CKAN_API_TOKEN"
