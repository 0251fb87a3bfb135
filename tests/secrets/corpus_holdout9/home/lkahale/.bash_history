module load metashape/2.1.3
metashape.sh --activate {{metashape_key}}
metashape.sh -r metashape/align_batch.py --project /scratch/lkahale/kealakekua/heiau.psx
doctl auth init --context heritage
doctl compute droplet list --context heritage
export AWS_ACCESS_KEY_ID={{do_spaces_key}}
export AWS_SECRET_ACCESS_KEY={{do_spaces_secret}}
aws s3 sync models/ s3://heritage-scans/models/ --endpoint-url https://ams3.digitaloceanspaces.com --acl private
curl -s -H "Authorization: Token {{hex32:sketchfab-api-token}}" https://api.sketchfab.com/v3/me | jq .username
bash upload/ion_upload.sh models/heiau_2026-05.glb
sbatch metashape/batch_align.sbatch
md5sum models/heiau_2026-05.glb
