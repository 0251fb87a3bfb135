cd ~/letters
ia configure
ia upload letters-1848-batch07 scans/batch07/*.tif --metadata="collection:opensource" --metadata="mediatype:texts"
export EUROPEANA_KEY=api2demo
curl "https://api.europeana.eu/record/v2/search.json?wskey=$EUROPEANA_KEY&query=who:%22Ada+Lovelace%22&rows=5"
export ZOTERO_API_KEY={{alnum24:zotero-api-key}}
python scripts/sync_zotero.py --collection NMABBXVV
curl -s -H "X-Dataverse-key: {{uuid:dataverse-api-token}}" -X POST "https://dataverse.example.edu/api/dataverses/dhletters/datasets" --upload-file dataset.json
curl -s https://api-free.deepl.com/v2/translate -H "Authorization: DeepL-Auth-Key {{uuid:deepl-api-key}}:fx" -d "text=Ma chère amie" -d "target_lang=EN"
python -m pywikibot.scripts.login -site:wikidata:wikidata
git clone https://git:{{overleaf:overleaf-git-token}}@git.overleaf.com/0339d9fbfe1e7366324af99b letters-paper
git remote -v
git push https://eadeyemi:{{github_pat:github-token}}@github.com/dh-letters/site.git main
pip install --user mastodon.py pyzotero pybliometrics
Rscript -e 'rsconnect::deployApp("~/letters/dashboard")'
