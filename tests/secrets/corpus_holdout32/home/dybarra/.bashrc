# ~/.bashrc (dybarra)
module load wrf-sfire/4.4 netcdf-fortran/4.6 ncl/6.6.2
export FIRMS_MAP_KEY={{hex32:firms-map-key}}
export SYNOPTIC_TOKEN={{hex32:synoptic-api-token}}
# PurpleAir read key (write key is in the portal only)
export PURPLEAIR_READ_KEY={{uuid_upper:purpleair-api-key}}
export OWM_APPID={{hex32:openweathermap-api-key}}
export PATH=$HOME/bin:$PATH
