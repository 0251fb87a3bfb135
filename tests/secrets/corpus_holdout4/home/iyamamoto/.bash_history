cd ~/projects/letters-archive
pip install --user internetarchive pyzotero pywikibot
ia configure
ia upload kestrel-letters-0412 tei/letter_0412.xml --metadata="collection:opensource" --metadata="mediatype:texts"
ia metadata kestrel-letters-0412 | jq .files[].md5
python3 -m pywikibot.scripts.login
python3 omeka/sync.py --since 2026-10-01
docker run -d --name omeka-db -e MYSQL_ROOT_PASSWORD={{password:mariadb-root-password}} -e MYSQL_DATABASE=omeka -v omeka-db:/var/lib/mysql mariadb:11.4
docker exec -it omeka-db mariadb -u root -p
mysqldump -u omeka -p omeka > backup/omeka-2026-11-02.sql
export ZOTERO_API_KEY={{alnum24:zotero-api-key}}
python3 scripts/zotero_export.py --collection 9QX2BEMK
curl -s "https://api.europeana.eu/record/v2/search.json?wskey=api2demo&query=brieven&rows=5" | jq .totalResults
bash transkribus/upload.sh letters_1871
git log -1 --format=%H
