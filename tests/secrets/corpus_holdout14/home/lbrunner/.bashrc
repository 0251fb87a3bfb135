# .bashrc, lbrunner
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$HOME/snowpack/bin:$PATH
export SYNOPTIC_TOKEN={{hex32:synoptic-api-token}}
export AMBIENT_APPLICATION_KEY=498d31ad8e4f871b055808e5ae2f36d149d4d18245428a9d6ff43150289f5fee
export AMBIENT_API_KEY={{hex64:ambient-weather-api-key}}
alias sq='squeue -u $USER'
