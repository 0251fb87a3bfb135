# ~/.bashrc — Rory
[ -f /etc/bashrc ] && . /etc/bashrc
module load StdEnv/2023 python/3.11 matlab/2024b
export ONC_TOKEN={{uuid:onc-api-token}}
export ONC_OUT=/project/salish-hydrophones/raw
export MARINETRAFFIC_KEY={{hex40:marinetraffic-api-key}}
export SOFAR_API_TOKEN_FILE=$HOME/.config/sofar/token
alias sq='squeue -u $USER'
