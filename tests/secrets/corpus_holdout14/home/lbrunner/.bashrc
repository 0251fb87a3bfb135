# .bashrc, lbrunner
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$HOME/snowpack/bin:$PATH
export SYNOPTIC_TOKEN={{hex32:synoptic-api-token}}
export AMBIENT_APPLICATION_KEY={{hex64:ambient-weather-application-key}}
export AMBIENT_API_KEY={{hex64:ambient-weather-api-key}}
alias sq='squeue -u $USER'
