cd /projects/herring-acoustics
module load python/3.12
pip install echopype==0.9.1 copernicusmarine
copernicusmarine login --username ebrennan1 --password '{{password:copernicus-marine-password}}'
copernicusmarine subset -i cmems_mod_nws_phy-t_my_7km-3D_P1D-m -v thetao -x -12 -X 2 -y 48 -Y 62 -t 2024-06-01 -T 2024-07-31 -o data/cmems
rclone ls ek80raw:wryneck-ek80/CE24009/ | head
rclone copy ek80raw:wryneck-ek80/CE24009/ /scratch/ebrennan/CE24009 --transfers 16 -P
sftp -i ~/.ssh/id_ed25519_celtic -P 2222 acoustics@10.14.0.20
echopype --help
sbatch slurm/ek80_to_nc.sbatch CE24009
curl -s -u ebrennan:{{password:ices-password}} "https://acoustic.ices.dk/services/Download/GetCruises?year=2024" -o cruises_2024.json
Rscript R/gfw_effort.R
