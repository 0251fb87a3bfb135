pip install --user mergin-client qfieldcloud-sdk
mergin --username naini --password '{{password:mergin-maps-password}}' list-projects
mergin --username naini download garganey/gambut-tma ./gambut-tma
qfieldcloud-cli --url https://qfield.garganey.example.id/api/v1/ login naini '{{password:qfieldcloud-user-password}}'
curl -u admin:{{password_url:geonode-admin-password}} https://peta-gambut.garganey.example.id/api/v2/datasets?page_size=5
docker compose -f /projects/survei-gambut/geonode/docker-compose.yml logs -f django
python surveycto/pull_forms.py
