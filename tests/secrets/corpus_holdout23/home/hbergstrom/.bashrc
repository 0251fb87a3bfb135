# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module use /godwit/sw/xenon/modules
export XENON_CONFIG=$HOME/.xenon_config
export NEPTUNE_PROJECT=godwit-dm/s2-classifier
export NEPTUNE_API_TOKEN="{{neptune}}"
export RUCIO_ACCOUNT=hbergstrom
alias sq='squeue -u $USER'
