cd ~/projects/mission-press
ia configure
ia upload lovedale-press-1874-isigidimi ./scans/isigidimi_1874/*.tif --metadata="collection:opensource" --metadata="language:xho"
ia list lovedale-press-1874-isigidimi
python zotero/sync.py --library-id 2419687 --collection MSNPRS
curl -s "https://api.europeana.eu/record/v2/search.json?wskey=api2demo&query=Lovedale&rows=5" | jq '.totalResults'
curl -s "https://api.europeana.eu/record/v2/search.json?wskey={{alnum10:europeana-api-key}}&query=Morija&rows=100" > europeana_morija.json
python hathi/htd_fetch.py --htid uc1.b3345672 --pages 1-40
curl -s "https://api.dp.la/v2/items?q=Lovedale&api_key={{hex32:dpla-api-key}}" | jq '.count'
docker compose -f iiif/docker-compose.yml up -d
curl -u admin:'{{password:cantaloupe-admin-password}}' -X POST -H 'Content-Type: application/json' -d '{"verb":"PurgeCache"}' http://localhost:8182/tasks
python omeka/push_items.py --item-set 88
sha256sum scans/isigidimi_1874/0001.tif
