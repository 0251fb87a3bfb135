aws s3 ls s3://yellowlegs-training-media --profile archive-admin
aws s3 sync ./media s3://yellowlegs-training-media/2026/ --exclude '*.tmp' --profile r2
azcopy copy './exports/*' 'https://yellowlegsarchive.blob.core.windows.net/exports?sv=2022-11-02&ss=b&srt=co&sp=rwlac&se=2026-06-30T18:00:00Z&st=2026-04-01T08:00:00Z&spr=https&sig={{sas_sig:azure-sas-signature}}' --recursive
az storage blob list --account-name yellowlegsarchive --container-name exports --auth-mode login -o table
curl -X POST https://api.bunny.net/pullzone/1987342/purgeCache -H "AccessKey: {{bunny_key}}"
curl -s https://api.bunny.net/pullzone -H 'AccessKey: YOUR_API_KEY'
akamai purge --edgerc ~/.edgerc --section default invalidate https://media.yellowlegs.example.org/courses/
gsutil -m rsync -r ./media gs://yellowlegs-training-media
wrangler r2 bucket list
export CLOUDFLARE_API_TOKEN={{cloudflare_api_token}}
wrangler r2 object put yellowlegs-media/index.html --file site/index.html
sha256sum media/*.mp4 > media.sha256
