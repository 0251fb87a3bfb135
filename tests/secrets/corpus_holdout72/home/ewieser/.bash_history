cd /proj/chancery-registers
curl -s -X POST https://transkribus.eu/TrpServer/rest/auth/login -d 'user=e.wieser@pipit.example.at' -d 'pw={{password:transkribus-password}}'
curl -s -H "Cookie: JSESSIONID={{hex32_upper:transkribus-session-id}}" https://transkribus.eu/TrpServer/rest/collections/list
curl -s "https://api.europeana.eu/record/v2/search.json?wskey=api2demo&query=Kanzlei&rows=5"
curl -s "https://api.europeana.eu/record/v2/search.json?wskey=$EUROPEANA_API_KEY&query=who:%22Ferdinand%20I%22&rows=100"
python orcid/push_works.py --dry-run
curl -s -H "Authorization: Bearer $ZENODO_TOKEN" https://zenodo.org/api/deposit/depositions?size=5
git log --oneline | head
sha1sum tei/*.xml > tei/SHA1SUMS
