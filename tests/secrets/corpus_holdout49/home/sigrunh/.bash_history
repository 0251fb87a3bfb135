curl -s -u "$OOI_USERNAME:$OOI_TOKEN" "https://ooinet.oceanobservatories.org/api/m2m/12576/sensor/inv/CE02SHBP/LJ01D/11-HYDBBA106/metadata/times" | jq .
python ooi/m2m_request.py --refdes CE02SHBP-LJ01D-11-HYDBBA106 --start 2025-08-01
ffmpeg -i HYDBBA106_20250801T000000.mseed.wav -ar 32000 clip.wav
sbatch slurm/train_cnn.sbatch
md5sum selections/*.txt
