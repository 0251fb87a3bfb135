# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module load R/4.4.1 python/3.11 julia/1.11 matlab/R2024b
export R_ENVIRON_USER=$HOME/.Renviron
# earthaccess reads EARTHDATA_TOKEN if set; we use ~/.netrc instead
# export EARTHDATA_TOKEN=
alias hydro='cd ~/snowmelt-streamflow && source ~/venvs/hydro/bin/activate'
