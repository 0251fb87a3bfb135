module load python/3.11 cdo/2.4.0 nco/5.2.4
copernicusmarine login --username mtsao1 --password '{{password:copernicus-marine-password}}'
copernicusmarine subset -i cmems_obs-sl_glo_phy-ssh_my_allsat-l4-duacs-0.125deg_P1D -v sla -v adt -t 2024-01-01 -T 2024-12-31 -x -80 -X 10 -y 20 -Y 70 -o data/duacs
wget --user=m.tsao@dotterel.example.org --password='{{password14:aviso-ftp-password}}' -r ftp://ftp-access.aviso.altimetry.fr/auxiliary/tide_model/fes2022b/
podaac-data-downloader -c JASON_CS_S6A_L2_ALT_LR_STD_OST_NRT_F -d data/s6 --start-date 2026-10-01T00:00:00Z -e .nc
export EARTHDATA_TOKEN={{earthdata_token}}
cdo -mergetime data/duacs/*.nc data/duacs_2024.nc
sha1sum data/duacs_2024.nc
sbatch slurm/xover_s6.sbatch
