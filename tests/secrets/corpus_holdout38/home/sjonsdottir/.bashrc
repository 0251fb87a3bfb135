# ~/.bashrc (sjonsdottir)
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/miniforge3/bin:$PATH
export ISCE_HOME=$HOME/miniforge3/envs/insar/lib/python3.11/site-packages/isce
export WEATHER_DIR=/scratch/sjonsdottir/era5
# Earthdata login is in ~/.netrc; hyp3_sdk and asf_search read it from there
export HYP3_URL=https://hyp3-api.asf.alaska.edu
alias mint='smallbaselineApp.py'
