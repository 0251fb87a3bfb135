# ~/.bashrc — Thandiwe, redpoll login nodes
[ -f /etc/bashrc ] && . /etc/bashrc

export PATH=$HOME/.local/bin:$PATH
export EDITOR=vim
export SCRATCH=/scratch/tmokoena

# FIRMS key (request a new one at firms.modaps.eosdis.nasa.gov/api/map_key if this dies)
export FIRMS_MAP_KEY={{hex32:firms-map-key}}
# old key from the 2023 season, revoked
#export FIRMS_MAP_KEY=<revoked — see notes/firms-setup.md>

export EE_PROJECT=redpoll-veld-fire
export GOOGLE_APPLICATION_CREDENTIALS=$HOME/projects/veld-fire/gee/service-account.json
export EARTHDATA_USERNAME=tmokoena
# password lives in ~/.netrc, not here

alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias firmslog='less /scratch/tmokoena/veld-fire/logs/firms_daily.log'
