cd /projects/urban-mobility
ckanapi action package_search q=cycle -r https://data.gov.ie | jq '.count'
ckanapi action package_create -r https://data.wheatear.example.ie -a {{ckan_token}} name=dublin-bike-counts-2026 owner_org=urban-lab
ckanapi action resource_create -r https://data.wheatear.example.ie package_id=dublin-bike-counts-2026 upload@out/counts_2026-11.csv
psql "postgresql://mobility:{{password_url:postgres-password}}@pg-urban.wheatear.example.ie/mobility" -c '\dt mds.*'
docker compose -f docker-compose.yml up -d
curl -u admin:geoserver http://localhost:8080/geoserver/rest/about/version.json
sha256sum out/*.gpkg
git push origin main
