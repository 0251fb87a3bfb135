cd /scratch/fmarin/huemul
module load cuda/12.2 megadetector/5.0
python -m megadetector.detection.run_detector_batch MDV5A /data/huemul/2024_otono md_2024_otono.json --output_relative_filenames --recursive --checkpoint_frequency 10000
sha256sum ~/models/md_v5a.0.0.pt
# 94a7c3a9c0a7f1e8d6b0d3c5e2f4a1b9c7d5e3f1a0b2c4d6e8f0a1b3c5d7e9f1  md_v5a.0.0.pt
gcloud auth activate-service-account wi-uploader@huemul-camtrap.iam.gserviceaccount.com --key-file=../keys/wi-uploader.json
gsutil -m cp -r /data/huemul/2024_otono gs://wi-bulk-upload-huemul/2024_otono/
curl -s -X POST https://api.wildlifeinsights.org/api/v1/auth/login -H 'Content-Type: application/json' -d '{"email":"fmarin@brambling.example.cl","password":"{{password:wildlife-insights-password}}"}' | jq -r .token
export WI_TOKEN=$(python scripts/wi_login.py)
panoptes configure
panoptes subject-set upload-subjects 118452 manifests/2024_otono_subset.csv
psql "postgresql://camtrap:{{password_url:camtrap-db-password}}@pgdb.brambling.example.cl/camtrap" -c "select count(*) from detections"
