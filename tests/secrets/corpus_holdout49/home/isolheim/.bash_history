cd /cluster/projects/ice-sheets
git log --oneline -3
git checkout 4f1c2e9b7a0d3c5e8f9a1b2c3d4e5f6a7b8c9d01
wget --load-cookies ~/.urs_cookies --save-cookies ~/.urs_cookies --keep-session-cookies --user=isolheim --password='{{password:earthdata-password}}' -r -np https://n5eil01u.ecs.nsidc.org/MEASURES/NSIDC-0756.003/1970.01.01/
sha256sum BedMachineAntarctica-v3.nc
curl -s -n -L -c ~/.urs_cookies -b ~/.urs_cookies -O https://n5eil01u.ecs.nsidc.org/ATLAS/ATL15.004/
sbatch slurm/run_issm_pig.sbatch
squeue -u isolheim
python -c "import earthaccess; earthaccess.login(strategy='netrc')"
history | grep password
