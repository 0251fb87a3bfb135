pip install label-studio label-studio-sdk roboflow panoptes-client pygbif
label-studio start --port 8080 --username pedro@razorbill.example.edu --password '{{password:label-studio-password}}'
export LABEL_STUDIO_API_KEY={{hex40:label-studio-token}}
curl -H "Authorization: Token $LABEL_STUDIO_API_KEY" http://localhost:8080/api/projects/
azcopy copy "https://razorbillcams.blob.core.windows.net/raw/2026-10/?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T00:00:00Z&st=2026-10-01T00:00:00Z&spr=https&sig={{sas_sig:azure-sas-token}}" /scratch/palcantara/raw --recursive
azcopy copy "https://razorbillcams.blob.core.windows.net/raw/?$SAS" /scratch/palcantara/raw --recursive
python -m megadetector.detection.run_detector_batch MDV5A /scratch/palcantara/raw/2026-10 md_2026-10.json --quiet
git -C ~/src/MegaDetector log -1 --format=%H
