curl -s -H "Authorization: Bearer {{goosander_hypothesis_token}}" "https://api.hypothes.is/api/profile" | jq .userid
mysql --defaults-file=~/.my.cnf -e 'select count(*) from node'
python pwb.py login -site:wikidata:wikidata
python pwb.py scripts/harvest_template -lang:wikidata -family:wikidata
curl -s "https://api.europeana.eu/record/v2/search.json?wskey={{alnum16:europeana-api-key}}&query=notaire"
curl -s "https://api.europeana.eu/record/v2/search.json?wskey=api2demo&query=notaire"
drush sql:dump --result-file=/backup/islandora.sql
drush uli --name=kmensah
