cd /projects/amphora-xrf
module load R/4.4.1 python/3.12
ls data/pxrf/2026-10-campaign | head
curl -s https://api.nakala.fr/datas/10.34847/nkl.5f1d72sh | jq .status
curl -s -X POST https://api.nakala.fr/datas/uploads -H "X-API-KEY: {{uuid:nakala-api-key}}" -F "file=@data/thin-sections/AMP-0412_xpl.tif"
curl -s "https://apitest.nakala.fr/datas/uploads" -H "X-API-KEY: 01234567-89ab-cdef-0123-456789abcdef" -F "file=@README.md"
sha256sum data/thin-sections/AMP-0412_xpl.tif
git log --oneline -3
git push origin main
curl -s "https://amphorae.whimbrel.example.edu/api/items?item_set_id=48&per_page=100&key_identity=Qv8rT2mXw4LpZ9sNcB6yHf3KdJ7uAe1G&key_credential={{alnum32:omeka-s-key-credential}}" > /tmp/items.json
jq length /tmp/items.json
sbatch jobs/pca_clusters.sbatch
squeue -u ivalderrama
psql -h db.whimbrel.example.edu -U ivalderrama amphorae -c '\dt'
export SKETCHFAB_TOKEN={{hex32:sketchfab-api-token}}
python src/upload_sherds.py --model AMP-0388
unset SKETCHFAB_TOKEN
history | grep nakala
