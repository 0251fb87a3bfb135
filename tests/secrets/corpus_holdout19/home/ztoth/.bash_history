cd /project/bronze-provenance
module load R/4.4.1 gdal/3.9
git pull --rebase
git show --stat 3e9d0c71b84f2a6c5d17e09a4b3f8c2d61e7a905
Rscript R/zotero_sync.R
curl -s -H "Zotero-API-Key: {{alnum24:zotero-api-key}}" "https://api.zotero.org/groups/5123876/items/top?limit=25&format=json" | jq '.[].data.title'
curl -s -H "Zotero-API-Key: $ZOTERO_KEY" "https://api.zotero.org/users/8841207/collections"
psql "postgresql://ztoth:{{password_url:postgres-password}}@pgdb.gannet.example.edu:5432/leadiso" -c '\dt'
curl -H "X-Dataverse-key:{{uuid:dataverse-api-token}}" -X POST -F file=@data/LIA_ratios.csv "https://dataverse.harvard.edu/api/datasets/:persistentId/add?persistentId=doi:10.7910/DVN/Q8RZ2K"
curl -H "X-Dataverse-key:xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" https://demo.dataverse.org/api/users/token
rclone ls labshare:LA-ICP-MS/2026-11
rclone config show labshare
sha256sum data/LIA_ratios.csv
sbatch jobs/mixing_model.sbatch
squeue -u ztoth
