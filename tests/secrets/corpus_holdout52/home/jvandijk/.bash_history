pip install sentinelhub planet
sentinelhub.config --show
planet auth login
planet data filter --geom fields/flevoland.geojson --date-range acquired gte 2024-04-01 > filter.json
planet data search PSScene --filter filter.json --limit 50
curl -u "{{planet_key}}:" https://api.planet.com/data/v1/item-types
curl -d 'client_id=cdse-public' -d 'grant_type=password' -d 'username=j.vandijk@kingfisher.example.nl' -d 'password={{password_url:copernicus-password}}' https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token
python projects/potato-yield/deere/pull_yield.py --org 4417823 --season 2024
export MAPBOX_ACCESS_TOKEN={{mapbox_secret}}
mapbox upload kingfisher.flevoland-fields fields/flevoland.geojson
