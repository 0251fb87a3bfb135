# .bashrc -- ytanjung
[ -f /etc/bashrc ] && . /etc/bashrc
module use /projects/ocean-forecast/modulefiles
export PATH=$HOME/.local/bin:$PATH
export NCEI_CDO_TOKEN={{alpha32_token:ncei-cdo-token}}
export STORMGLASS_KEY='{{stormglass_key}}'
# export WINDY_API_KEY=...  (lihat windy_compare.jl)
alias sq='squeue -u $USER'
