planet auth init
planet auth value
planet data search PSScene --filter filter.json --limit 20 | jq -r '.features[].id'
planet orders create --name frost-2025-04 --bundle analytic_8b_sr_udm2 --id 20250412_093312_27_24b3,20250412_093314_58_24b3
curl -u {{planet_key}}: https://api.planet.com/data/v1/item-types
earthengine authenticate --auth_mode=notebook
earthengine set_project pipit-vinefrost
mapbox upload kpichler.frost-risk-2025 out/frost_risk.mbtiles
curl "https://api.mapbox.com/uploads/v1/kpichler/credentials?access_token={{pipit_mapbox_secret}}"
gdalinfo /vsicurl/https://storage.googleapis.com/pipit-vinefrost/lst/LST_20250412.tif
