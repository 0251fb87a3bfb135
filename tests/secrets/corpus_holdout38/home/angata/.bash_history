cd /projects/mhw-mom6
git log --oneline -3
git checkout 6a9d1c0e3b7f24d58e91a0c2f3d6b8e4a1c7f092
pip install copernicusmarine==2.0.1
copernicusmarine login --username angata --password '{{password:copernicus-marine-password}}'
copernicusmarine describe --dataset-id cmems_mod_glo_phy_anfc_0.083deg_P1D-m | head
copernicusmarine subset --dataset-id cmems_mod_glo_phy_anfc_0.083deg_P1D-m -v thetao -x 165 -X 180 -y -48 -Y -33 -t 2023-01-01 -T 2023-03-31 -o /scratch/angata/forcing
copernicusmarine subset --dataset-id METOFFICE-GLO-SST-L4-NRT-OBS-SST-V2 -v analysed_sst --username angata --password "$COPERNICUSMARINE_SERVICE_PASSWORD"
sha256sum /scratch/angata/forcing/*.nc > forcing.sha256
podaac-data-downloader -c MUR-JPL-L4-GLOB-v4.1 -d /scratch/angata/mur --start-date 2023-01-01T00:00:00Z --end-date 2023-03-31T00:00:00Z -b="165,-48,180,-33"
sbatch slurm/run_mom6.slurm
squeue -u angata
sacct -j 4418273 --format=JobID,Elapsed,MaxRSS,State
python -c "import secrets; print(secrets.token_hex(8))"
vim ~/.cdsapirc
python fetch_forcing.py --year 2023
