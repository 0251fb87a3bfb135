cd /mnt/projects/seabird-gps
squeue -u cmacleod
curl -s -u cmacleod_curlew:{{password:movebank-password}} "https://www.movebank.org/movebank/service/direct-read?entity_type=study&study_id=2911040312" | head
curl -s -H "X-eBirdApiToken: {{lower12:ebird-api-key}}" https://api.ebird.org/v2/data/obs/GB-SCT-WIS/recent?back=7 | jq length
git remote set-url origin https://cmacleod:{{github_pat:github-token}}@github.com/curlew-seabirds/seabird-gps.git
git push origin main
git log --oneline -3
sbatch slurm/hmm_fit.sbatch
sacct -j 4471932 --format=JobID,State,Elapsed,MaxRSS
copernicusmarine login --username cmacleod1 --password {{password:copernicus-marine-password}}
copernicusmarine subset --dataset-id cmems_mod_nws_bgc-chl_my_7km-3D_P1D-m -x -7.5 -X -5.5 -y 57.6 -Y 58.3
sha256sum raw/basestation/2025-06-13/*.csv
Rscript shiny/deploy.R
