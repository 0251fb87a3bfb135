dvget "$SERVER_URL/api/dataverses/:root/contents" | jq '.data | length'
curl -s -H "X-Dataverse-key:{{uuid:dataverse-api-token}}" -X POST "$SERVER_URL/api/admin/superuser/iquaresma"
curl -s -H "X-Dataverse-key:$API_TOKEN" "$SERVER_URL/api/datasets/:persistentId/?persistentId=doi:10.34622/datarepositorium/WRY7QK" | jq .data.latestVersion.versionState
ckanapi action package_list -r https://data.wryneck.example.pt
ckanapi action package_patch id=cliff-retreat-2024 private=false -r https://data.wryneck.example.pt -a {{ckan_token}}
iinit
ils /wryneckZone/projects/herring-acoustics
iput -K -N 4 CE24009_T012.raw /wryneckZone/projects/herring-acoustics/raw/
ichmod -r read ebrennan /wryneckZone/projects/herring-acoustics
python scripts/zenodo_new_version.py --record 14022871
cat ~/.figshare/token
asadmin --user admin --passwordfile /opt/payara/passwordfile list-jvm-options | grep datacite
