cd /projects/open-repository
export DATAVERSE_KEY={{uuid:dataverse-api-token}}
curl -H "X-Dataverse-key:$DATAVERSE_KEY" -X POST "https://dataverse.avocet.example.edu/api/dataverses/root/datasets" --upload-file harvest/dataset.json -H 'Content-type:application/json'
curl -s -H "Authorization: token {{hex128:figshare-personal-token}}" https://api.figshare.com/v2/account/articles | jq '.[].id'
osf -p 7xk2m fetch data/raw.zip
curl -s -X POST https://orcid.org/oauth/token -H "Accept: application/json" -d "client_id=APP-7Q2X9K4M1B8Z3N6V" -d "client_secret={{uuid:orcid-client-secret}}" -d "grant_type=client_credentials" -d "scope=/read-public"
curl -s -H "Authorization: Bearer {{uuid:orcid-access-token}}" https://pub.orcid.org/v3.0/0000-0002-1825-0097/works
python harvest/sync_orcid.py
curl -F "operation=doMDUpload" -F "login_id=avoc" -F "login_passwd={{password:crossref-deposit-password}}" -F "fname=@crossref/batch_2026_11.xml" https://doi.crossref.org/servlet/deposit
invenio-cli services status
pipenv run invenio index check
