# .bashrc of emarchand
[ -f /etc/bashrc ] && . /etc/bashrc
module load R/4.4.1 python/3.12
export EXPO_TOKEN={{random40:expo-access-token}}
export CDSAPI_RC=$HOME/.cdsapirc
export PATH=$HOME/.local/bin:$PATH
