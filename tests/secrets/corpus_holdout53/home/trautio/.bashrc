# ~/.bashrc (trautio)
module load gcc/13.2 openmpi/4.1.6 netcdf-fortran/4.6.1
export MOM6_ROOT=/projappl/project_2009102/MOM6-examples
# copernicusmarine toolbox: env vars win over ~/.copernicusmarine
export COPERNICUSMARINE_SERVICE_USERNAME=trautio
export COPERNICUSMARINE_SERVICE_PASSWORD="{{password:copernicus-marine-password}}"
