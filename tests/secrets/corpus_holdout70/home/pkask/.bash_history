module load R/4.4.1
Rscript R/01_ebird.R IS 30
curl -v -H "X-eBirdApiToken: {{lower12:ebird-api-key}}" "https://api.ebird.org/v2/data/obs/IS/recent/whimbr?back=14" 2>&1 | head -30
curl -s "https://api.inaturalist.org/v1/observations?taxon_id=3866&place_id=7047&per_page=200" | jq '.total_results'
python python/inat_upload.py --csv data/resights_2025.csv --dry-run
export INAT_APP_SECRET={{b64url43:inaturalist-app-secret}}
python python/inat_upload.py --csv data/resights_2025.csv
Rscript R/02_movebank.R 2913475812
sha256sum data/movebank/whimbrel_iceland_2024.csv
git log --oneline -3
