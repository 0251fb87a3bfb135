module load irods-icommands/4.3.1
iinit
ils /iplant/home/shared/terraref/ua-mac/raw_tars/season_6
iget -rPK /iplant/home/wkamau/sorghum_2026/rgb_plots data/rgb/
curl -s -u wkamau:{{password_url:cyverse-password}} https://de.cyverse.org/terrain/token/keycloak | jq -r .access_token > ~/.cyverse_token
gocmd --config ~/.irods/irods_environment.json ls /iplant/home/wkamau
sbatch jobs/plantcv_batch.sbatch 2026-07-14
sha1sum data/rgb/plot_0412.png
git pull origin main
