cd /projects/snowpack
module load r-env/440
sbatch jobs/snowmodel.sbatch
squeue -u aheikkil
curl -s "https://hydapi.nve.no/api/v1/Stations?Active=1" -H "accept: application/json"
# 401, needs the key
curl -s "https://hydapi.nve.no/api/v1/Observations?StationId=2.268.0&Parameter=1001&ResolutionTime=day" -H "X-API-Key: {{b64_48:nve-hydapi-key}}"
curl -s "https://hydapi.nve.no/api/v1/Observations?StationId=2.11.0&Parameter=1001&ResolutionTime=day" -H "X-API-Key: $NVE_KEY" | jq '.data[0].observations | length'
git log --oneline -3
git -C ~/src/snowmodel checkout 4f1c2a9d7e0b3c5a8f6e2d1b9c7a0e3f5d8b2c41
python -c "import uuid; print(uuid.uuid4())"
ls ~/.config/clms/
cat /projects/snowpack/secrets/clms_service_key.json | jq .client_id
export OSISAF_FTP_PASS='{{password:osisaf-ftp-password}}'
lftp -u aheikkil,"$OSISAF_FTP_PASS" ftp://osisaf.met.no/archive/ice/conc/2025/
smbclient //fs.syke.example.fi/lumilinjat -U SYKE\\aheikkil%{{password:syke-smb-password}} -c 'ls'
sha256sum data/raw/*.nc > data/raw/SHA256SUMS
sacct -j 4411872 --format=JobID,Elapsed,MaxRSS
