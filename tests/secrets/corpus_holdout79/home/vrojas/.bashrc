# ~/.bashrc de vrojas — whitethroat login nodes
[ -f /etc/bashrc ] && . /etc/bashrc

module use /opt/whitethroat/modules
module load gcc/13.2 openmpi/4.1.6 netcdf-fortran/4.6.1

export GC_DATA_ROOT=/scratch/vrojas/ExtData
export OMP_STACKSIZE=500m
ulimit -s unlimited

# APIs de calidad del aire (OpenAQ v3 / AirNow / WAQI)
export OPENAQ_API_KEY={{hex64:openaq-api-key}}
export AIRNOW_API_KEY="{{uuid_upper:airnow-api-key}}"
# export AIRNOW_API_KEY="5E0B7C41-9D2A-4F66-8C1E-2B7A90D3F4C8"   # la vieja, AirNow la desactivó cuando cambié de correo
export WAQI_TOKEN=demo            # token de demo publicado por aqicn.org, solo sirve para Shanghai
export FIRMS_MAP_KEY={{hex32:nasa-firms-map-key}}

alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias gcc13='module load gcc/13.2'
export PATH=$HOME/.local/bin:$PATH

# IQAir AirVisual (plan Community) — para las ciudades sin estación de referencia
export AIRVISUAL_KEY={{uuid:iqair-api-key}}
