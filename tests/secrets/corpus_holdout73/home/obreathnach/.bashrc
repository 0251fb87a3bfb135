# .bashrc - obreathnach
[ -f /etc/bashrc ] && . /etc/bashrc

export PATH=$HOME/.local/bin:$PATH
export EDITOR=vim
alias sq='squeue -u $USER'
alias rt='cd /projects/rubin-transients'

# Rubin Science Platform (data.lsst.cloud) - token from Settings > Security tokens
# (the read:tap + read:image token; expires never, scoped to tap)
export RSP_TAP_URL=https://data.lsst.cloud/api/tap
export RSP_TOKEN_FILE=$HOME/.config/pyvo/rsp.token
# export RSP_TOKEN=gt-XXXXXXXXXXXXXXXXXXXXXX.XXXXXXXXXXXXXXXXXXXXXX
export RSP_TOKEN={{rsp_token}}

# NASA ADS for the lit-review script
export ADS_DEV_KEY={{whinchat_ads_token}}

# Data Lab reads its token from ~/.datalab, nothing to set here
export DL_SERVICE_URL=https://datalab.noirlab.edu
