tethys db configure
tethys manage collectstatic
tethys install -d
tethys app_settings list braided_viewer
tethys app_settings set braided_viewer earthdata_token {{earthdata_token:earthdata-user-token}}
docker compose -f /projects/tethys-braided/deploy/docker-compose.yml up -d
curl -u admin:{{password:geoserver-admin-password}} http://localhost:8181/geoserver/rest/workspaces.json
psql "postgresql://tethys_super:{{password_url:postgres-password}}@localhost:5436/tethys_platform" -c '\dt'
tethys services create spatial -n braided_gs -c admin:$GS_PASS@localhost:8181 -p 8181
git rev-parse HEAD
