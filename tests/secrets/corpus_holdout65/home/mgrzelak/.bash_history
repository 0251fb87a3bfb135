module load birdnet-analyzer/1.5.1 ffmpeg
python -m birdnet_analyzer.analyze --i /mnt/lustre/projects/biebrza-soundscapes/raw/2025-05 --o out/ --lat 53.52 --lon 22.61 --week 20 --min_conf 0.5 --threads 16
curl -s "https://xeno-canto.org/api/3/recordings?query=sp:%22Acrocephalus%20paludicola%22+cnt:poland&key={{hex40:xeno-canto-api-key}}" | jq '.numRecordings'
curl -s "https://xeno-canto.org/api/3/recordings?query=gen:Crex+q:A&key=$XC_KEY" | jq '.recordings[0].file'
rclone obscure '{{password:nextcloud-password}}'
rclone copy nc:Biebrza/AudioMoth/2025-05 /mnt/lustre/projects/biebrza-soundscapes/raw/2025-05 -P
rclone lsd ceph:biebrza
sha256sum raw/2025-05/AM07/20250514_043000.WAV
wandb login --relogin
git log --oneline -n 5
