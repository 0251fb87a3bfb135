pip install --user openeo geopandas rasterio
openeo-auth paths
openeo-auth oidc-auth https://openeo.dataspace.copernicus.eu
openeo-auth token-dump
python openeo/ndvi_zones.py --field GJ-017 --date 2025-07-28
curl -s -X POST https://signin.johndeere.com/oauth2/aus78tnlaysMraFhC1t7/v1/token -u "0oa9x2kq7eTbR4mPZ5d7:{{b64url40:john-deere-client-secret}}" -d grant_type=refresh_token -d "refresh_token=$DEERE_REFRESH" -d scope="ag1 ag2 ag3 eq1 files offline_access" > deere/token.json
jq -r .expires_in deere/token.json
python deere/upload_rx.py --org 4438 --field GJ-017 --rx out/GJ-017_N_rx.zip
Rscript kma/asos_daily.R 2025
docker compose up -d
