# ~/.bashrc — Sigrún
. /etc/bashrc
module load python/3.11 netcdf/4.9
export ECHOPYPE_CACHE=/scratch/$USER/echopype
# Global Fishing Watch API v3 token (registered app "herring-acoustics"), for gfwr and the python client
export GFW_TOKEN="{{gfw_token}}"
export CRUISE=HERAS2024
alias evq='squeue -u $USER -n echopype'
