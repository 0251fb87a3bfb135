pip install --user copernicusmarine==2.1.2 cdsapi argopy
copernicusmarine login --username msyoo --password '{{password:copernicus-marine-password}}'
copernicusmarine describe --dataset-id cmems_mod_glo_phy-cur_anfc_0.083deg_PT6H-i | head -40
copernicusmarine subset -i cmems_mod_glo_phy-so_anfc_0.083deg_PT6H-i -x 117 -X 127 -y 30 -Y 41 -t 2025-06-01 -T 2025-09-30 -o forcing/raw
python forcing/get_bry.py 2025-06-01 2025-09-30
python -c "import argopy; print(argopy.DataFetcher(src='gdac').float(2903396).to_xarray())"
rsync -avzh --delete vdmzrs.ifremer.fr::argo-index/ar_index_global_prof.txt data/
module load roms/4.1 netcdf-fortran/4.6.1 openmpi/4.1.6
sbatch slurm/roms_run.sbatch
ncdump -h output/ysea_his_0001.nc | head
git rev-parse HEAD
