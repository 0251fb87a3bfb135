Rscript R/tdar_pull.R
curl -s -H "Authorization: Token {{hex40:kobotoolbox-api-token}}" "https://kf.kobotoolbox.org/api/v2/assets/aGx7Lq3VmB9cTnR2wPz5Kd/data.json?limit=500" > data/kobo/survey_2025.json
curl -s "https://opencontext.org/query/Europe/Iceland.json?prop=oc-gen-cat-object&rows=100" | jq '.totalResults'
python python/sketchfab_upload.py --model out/models/hof_longhouse_trench2.zip
metashape.sh -r scripts/align_batch.py --license {{licence_key25:metashape-licence-key}}
sha256sum out/models/hof_longhouse_trench2.zip
git log --oneline -2
