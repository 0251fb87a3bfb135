# .bashrc — Sigrid Halvorsen, Turnstone (login.turnstone.example.org)
[ -f /etc/bashrc ] && . /etc/bashrc

export PATH=$HOME/.local/bin:$PATH
module load intel/2023.2 openmpi/4.1.6 petsc/3.20 matlab/R2024a

# ISSM built from trunk-jpl (svn r28011)
export ISSM_DIR=/projects/icesheet-issm/sw/issm-trunk
source $ISSM_DIR/etc/environment.sh
export ELMER_HOME=/projects/icesheet-issm/sw/elmerice-9.0
export PATH=$ELMER_HOME/bin:$PATH

# Earthdata Login bearer token (expires every 60 days, regenerate at urs.earthdata.nasa.gov)
export EARTHDATA_TOKEN={{earthdata_token:earthdata-user-token}}
export EARTHDATA_USERNAME=shalvorsen
# password lives in ~/.netrc, not here
export CDSAPI_RC=$HOME/.cdsapirc

alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias issmsvn='svn --username anon --password anon'
