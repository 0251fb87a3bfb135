cd /projects/papyri-texts
python src/zotero_sync.py
curl -H "Zotero-API-Key: {{alnum24:zotero-api-key}}" "https://api.zotero.org/groups/5238104/items?limit=100&format=json"
curl -H "Authorization: Token {{hex40:escriptorium-token}}" https://escriptorium.guillemot.example.edu/api/documents/
transkribus-cli login --user t.petrov@guillemot.example.edu --password '{{password:transkribus-password}}'
curl "https://api.europeana.eu/record/v2/search.json?wskey=api2demo&query=papyrus"
curl "https://api.europeana.eu/record/v2/search.json?wskey={{lower12:europeana-api-key}}&query=ostracon&rows=100"
git log -2
