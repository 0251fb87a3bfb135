cd /lustre/projects/oldirish-glosses
source .venv/bin/activate
curl -s -X POST https://transkribus.eu/TrpServer/rest/auth/login -d user=e.breathnach@stonechat.example.ie -d 'pw={{password:transkribus-password}}' > /tmp/trp_login.xml
grep -o '<sessionId>[^<]*' /tmp/trp_login.xml
curl -s -b "JSESSIONID={{hex32_upper:transkribus-session-id}}" https://transkribus.eu/TrpServer/rest/collections/list | jq '.[].colName'
curl -s -X POST https://account.readcoop.eu/auth/realms/readcoop/protocol/openid-connect/token --data-urlencode grant_type=password --data-urlencode username=e.breathnach@stonechat.example.ie --data-urlencode 'password={{password:transkribus-password}}' --data-urlencode client_id=processing-api-client | jq -r .refresh_token > ~/.trp_refresh
python scripts/transkribus_sync.py --collection 214907 --since 2025-01-01
python scripts/escriptorium_export.py --document 1183 --format alto
export MISTRAL_API_KEY={{alnum32:mistral-api-key}}
python scripts/mistral_ocr_try.py wurzburg/f23r.jpg
ketos train -f alto -d cuda:0 -o models/wb_glosses gt/*.xml
kraken -i wurzburg/f23r.jpg out.txt segment -bl ocr -m models/wb_glosses_best.mlmodel
sha1sum models/wb_glosses_best.mlmodel
# 6a1f3c9e0b2d4f7a8c5e1b3d9f0a2c4e6b8d0f1a  models/wb_glosses_best.mlmodel
bash dataverse/upload.sh
git add -p && git commit -m "gloss alignment for f23-f26"
