module load anaconda3/2024.06
conda activate noisepy
cd /project/ambient-noise
git log --oneline -3
git checkout 4e1f0a9c2b7d83e65a0f1c4b9d2e7a6f3c8b5d10
obspy-print /scratch/esahin/raw/2H.N01..DPZ.2025.301.mseed | head
curl -s "https://service.earthscope.org/fdsnws/station/1/query?net=2H&level=channel&format=text" | head
curl --digest -u esahin@tern.example.edu:{{password:earthscope-fdsn-password}} -o n01.mseed "https://service.earthscope.org/fdsnws/dataselect/1/queryauth?net=2H&sta=N01&cha=DPZ&start=2025-10-28&end=2025-10-29"
curl -s --data-binary @$HOME/.eidatoken https://geofon.gfz.de/fdsnws/dataselect/1/auth > ~/.eida_cred
cat ~/.eida_cred | cut -d: -f1
aws s3 ls --no-sign-request s3://scedc-pds/continuous_waveforms/2025/2025_301/ | head
aws configure set aws_access_key_id {{aws_key_id:aws-access-key-id}} --profile noise-out
aws configure set aws_secret_access_key "$NOISE_SECRET" --profile noise-out
sha256sum /scratch/esahin/stacks/2H_N01_N17_ZZ.h5
sbatch jobs/xcorr.sbatch
squeue -u esahin
seff 551203
