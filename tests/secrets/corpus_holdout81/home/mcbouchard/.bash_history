cd /project/archives-notariales
mysql -h mariadb02.goosander.example.ca -u ca_fonds -p'{{password:collectiveaccess-db-password}}' ca_fonds -e "select count(*) from ca_objects"
php support/bin/caUtils rebuild-search-indices
curl -s -H "Authorization: ApiKey mcbouchard:{{hex40:archivematica-api-key}}" https://am.goosander.example.ca/api/transfer/completed
curl -s -H "REST-API-Key: {{hex16:atom-rest-api-key}}" https://atom.goosander.example.ca/api/informationobjects?limit=5
curl -X POST -H "X-API-KEY: {{uuid:nakala-api-key}}" -F "file=@minute_0042.jp2" https://api.nakala.fr/datas/uploads
curl -X POST https://account.readcoop.eu/auth/realms/readcoop/protocol/openid-connect/token -d grant_type=password -d username=mc.bouchard@goosander.example.ca -d 'password={{password14:transkribus-password}}' -d client_id=processing-api-client
git -C ~/src/iiif-tools log --oneline -3
sha256sum minute_0042.jp2
