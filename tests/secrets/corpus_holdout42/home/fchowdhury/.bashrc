module load python/3.11 netcdf/4.9.2 julia/1.10
# earthaccess.login(strategy="environment")
export EARTHDATA_USERNAME=fchowdhury_rain
export EARTHDATA_PASSWORD='{{password:earthdata-password}}'
export IMERG_ROOT=/projects/imerg-cyclones/data/imerg
export IBTRACS=/projects/imerg-cyclones/data/IBTrACS.ALL.v04r01.nc
