cd /projects/pacific-lexicons
ls elan/*.eaf | head
xmllint --noout elan/TON-2024-017.eaf
rclone copy gdrive:"Fieldwork 2024/Vavau" /projects/pacific-lexicons/raw/vavau -P
rclone config show gdrive
curl -H "Authorization: Bearer {{alnum60:zenodo-token}}" https://zenodo.org/api/deposit/depositions?q=tongan
python scripts/paradisec_check.py --collection MT1
export OPENAI_API_KEY={{openai}}
python transcribe/whisper_batch.py raw/vavau/*.wav
sha1sum raw/vavau/TON-2024-017.wav
git -C flex pull
history -c
