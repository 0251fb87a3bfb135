module load cuda/12.4 python/3.11
cd ~/serengeti-traps
python -m megadetector.detection.run_detector_batch MDV5A /data/traps/2026-season3 md_out/season3.json --output_relative_filenames --recursive --checkpoint_frequency 10000
curl -s -X POST https://api.wildlifeinsights.org/graphql -H "Content-Type: application/json" -H "Authorization: Bearer {{wildlife_insights_token}}" -d @queries/deployments.json
panoptes project ls -p 21084
export PANOPTES_PASSWORD='{{password:zooniverse-password}}'
panoptes subject-set upload-subjects 118204 manifest.csv
roboflow login
gsutil -m cp -r md_out gs://wagtail-serengeti-md/season3/
az storage blob upload-batch -d traps --account-name wagtailtraps --account-key {{azure_key}} -s crops/
