copernicusmarine login --username skearney --password '{{password:copernicus-marine-password}}' --force-overwrite
copernicusmarine describe --contains sea_ice --return-fields datasets
python scripts/argopy_fetch.py
sbatch slurm/nemo_run.sbatch
ncdump -h era5_2019_wind.nc | head
md5sum swot/*.nc > swot.md5
