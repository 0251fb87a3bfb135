# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
module load R/4.4.1 python/3.11

# sevenbridges-python / sevenbridges2 read these
export SB_API_ENDPOINT=https://cgc-api.sbgenomics.com/v2
export SB_AUTH_TOKEN={{hex32:sevenbridges-auth-token}}
# export SB_AUTH_TOKEN=<cavatica token lives in ~/.sevenbridges/credentials>

alias sbls='sb projects list'
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
export SYNAPSE_AUTH_TOKEN_FILE=$HOME/.synapseConfig
