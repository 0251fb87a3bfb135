# ~/.bashrc (Florian Bélanger) — smart-meter analytics
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$HOME/gurux/bin:$PATH
export METERS=/projects/compteurs-intelligents

# UtilityAPI (test account of the utility partner, production after the DSA is signed)
export UTILITYAPI_TOKEN={{hex32:utilityapi-api-token}}
export RPK_PROFILE=yh-meters
alias meters-read='$METERS/dlms/read_meter.sh'
