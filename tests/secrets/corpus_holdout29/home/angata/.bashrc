# ~/.bashrc — Aroha Ngata, reef-bleaching
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.11 gdal/3.8 cuda/12.4

export PROJ=/projects/reef-bleaching
export PATH=$HOME/.local/bin:$PATH
export PL_API_KEY={{planet_key}}
# old key from the pilot year, still on the Education & Research plan until Dec
#export PL_API_KEY_PILOT={{planet_key}}
export MAPBOX_ACCESS_TOKEN=pk.eyJ1IjoiYW5nYXRhIiwiYSI6ImNscHJlZWYwMDAwMXgya3Q5bXN6Z2pqYnIifQ.4mX0bQ1nS2rR7kY8cF0l2A
export ROBOFLOW_API_KEY="{{roboflow}}"
export GEE_PROJECT=ee-reef-bleaching-2025
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias wodm='cd $PROJ/webodm && docker compose ps'
