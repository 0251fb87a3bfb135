# ~/.bashrc — swangmo on killdeer
[ -f /etc/bashrc ] && . /etc/bashrc
module load gcc/12.2 openmpi/4.1.6 elmerice/9.0 gdal/3.8
export PATH=$HOME/.local/bin:$PATH
export OPENTOPO_API_KEY={{hex32:opentopography-api-key}}
# documented demo key, only for the tutorial notebook
export OPENTOPO_DEMO_KEY=demoapikeyot2022
export PL_API_KEY={{planet_key}}
export EARTHDATA_USERNAME=swangmo_icimod
export EARTHDATA_PASSWORD="$(pass show earthdata/swangmo)"
alias sq='squeue -u $USER -o "%.18i %.9P %.30j %.8T %.10M %R"'
