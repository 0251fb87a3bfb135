iinit
ils -l /jacanaZone/home/praman
iadmin lu
irods-grid status --all
ckanapi action package_search q=zenodo -r https://catalogue.jacana.example.org -a {{ckan_token}}
globus login --no-local-server
globus transfer 3f1b8e2a-9c4d-4f6e-8a0b-2c4d6e8f0a1b:/outbox 9d7c5b3a-1e0f-4a2b-8c6d-4e2f0a8b6c1d:/archive -r --label test
curl -H "X-Dataverse-key: $API_TOKEN" https://data.jacana.example.org/api/users/:me
curl -H "Authorization: token $FIGSHARE_TOKEN" https://api.figshare.com/v2/account/articles
sha256sum /archive/cathode_v2.tar.zst
