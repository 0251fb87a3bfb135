# .bashrc (btavares)
[ -f /etc/bashrc ] && . /etc/bashrc
export LSLAPICFG=$HOME/lsl_api.cfg
export DANDI_API_KEY={{hex40:dandi-api-key}}
# staging instance has its own key:
export DANDI_STAGING_API_KEY=${DANDI_STAGING_API_KEY:-}
export MNE_DATA=/project/bci-motor/mne_data
alias matlabnd='matlab -nodesktop -nosplash'
