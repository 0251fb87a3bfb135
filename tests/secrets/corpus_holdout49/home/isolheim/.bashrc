# ~/.bashrc -- isolheim
[ -f /etc/bashrc ] && . /etc/bashrc

module load gcc/12.3 openmpi/4.1.6 petsc/3.20 matlab/R2024a
export ISSM_DIR=/opt/issm/4.24
source $ISSM_DIR/etc/environment.sh
export ELMER_HOME=/opt/elmerice/9.0

# earthaccess / icepyx read these
export EARTHDATA_USERNAME=isolheim
# user token generated 2026-01-12 on urs.earthdata.nasa.gov, valid 60 days
export EARTHDATA_TOKEN={{earthdata_token}}
# export EARTHDATA_PASSWORD=   # use ~/.netrc instead

alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
export HISTSIZE=50000
