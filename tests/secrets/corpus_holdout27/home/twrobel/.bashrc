# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
export CRDS_SERVER_URL=https://jwst-crds.stsci.edu
export CRDS_PATH=/scratch/twrobel/crds_cache
# MAST token (auth.mast.stsci.edu, scopes: mast:exclusive_access), expires 2027-02
export MAST_API_TOKEN={{hex32:mast-api-token}}
export ADS_API_TOKEN={{random40:ads-api-token}}
alias sq='squeue -u twrobel -o "%.10i %.20j %.8T %.10M %R"'
