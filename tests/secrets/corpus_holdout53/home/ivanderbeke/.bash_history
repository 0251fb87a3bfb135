curl --location --request POST https://account.readcoop.eu/auth/realms/readcoop/protocol/openid-connect/token --data-urlencode grant_type=password --data-urlencode username=ilse.vanderbeke@treecreeper.example.fi --data-urlencode 'password={{password:transkribus-password}}' --data-urlencode client_id=processing-api-client
curl -X POST https://transkribus.eu/TrpServer/rest/auth/login -d user=ilse.vanderbeke@treecreeper.example.fi -d pw=$TRANSKRIBUS_PASS
curl "https://letters.treecreeper.example.fi/api/items?key_identity=$OMEKA_KEY_IDENTITY&key_credential=$OMEKA_KEY_CREDENTIAL&item_set_id=412"
curl -H "Zotero-API-Key: {{alnum24:zotero-api-key}}" "https://api.zotero.org/groups/5239017/items/top?limit=5&format=json"
git log --oneline | head
