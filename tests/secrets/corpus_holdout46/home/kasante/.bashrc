# .bashrc -- kasante
export PATH=$HOME/.local/bin:$PATH
module load python/3.12 julia/1.11
# MAST token for proprietary TESS FFI cutouts (Cycle 7 GI program G07123)
export MAST_API_TOKEN={{hex32:mast-api-token}}
export ADS_API_TOKEN="{{random40:ads-api-token}}"
export LIGHTKURVE_CACHE=/scratch/kasante/lkcache
# export MAST_API_TOKEN=<paste from https://auth.mast.stsci.edu/token>
alias ll='ls -lh'
