[ -f ~/.bashrc ] && . ~/.bashrc
# Environment Canterbury Hilltop server (flow and rainfall sites), personal login
export ECAN_HILLTOP_USER=gwhitcombe
export ECAN_HILLTOP_PASSWORD='{{password:hilltop-password}}'
export R_ENVIRON_USER=~/.Renviron
