cd /projects/glider-ops
git log --oneline | head -3
git checkout 9f2c41e7b0a3d58c6e1f47a2b9d03c5e8a1f6b74
curl -s -H "x-argokey: {{hex40:argovis-api-key}}" "https://argovis-api.colorado.edu/argo?startDate=2026-09-01T00:00:00Z&endDate=2026-10-01T00:00:00Z&polygon=[[165,-48],[180,-48],[180,-34],[165,-34],[165,-48]]&data=temperature,salinity" > data/argo_nz_sep.json
curl -s -H "x-argokey: $ARGOVIS_API_KEY" "https://argovis-api.colorado.edu/argo/meta?platform=5906442"
lftp -u blackcap_gliders,{{password:ioos-glider-dac-password}} ftp://gliders.ioos.us/
sha256sum data/sg547_20261014T0312.nc
ssh sg547@basestation.blackcap.example.nz
sshpass -p '{{password14:seaglider-basestation-password}}' scp sg612@basestation.blackcap.example.nz:p6120042.nc data/
python scripts/argo_profiles.py --wmo 5906442 5906581 7901023
sbatch jobs/tide_correct.sbatch
sq
ncdump -h data/sg547_20261014T0312.nc | less
history | grep argokey
