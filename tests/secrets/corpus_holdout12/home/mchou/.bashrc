# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export MP_API_KEY={{alnum32:materials-project-api-key}}
export AIIDA_PATH=$HOME/.aiida
export ORCA_DIR=/opt/orca/6.0.1
eval "$(verdi completioncommand)"
