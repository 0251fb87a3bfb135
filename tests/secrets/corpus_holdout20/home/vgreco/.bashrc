# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module use /project/lens-delays/modules
export PATH=$HOME/.local/bin:$PATH
# Rubin Science Platform (data.lsst.cloud), token made 2026-10-02, scopes read:tap read:image
export RSP_TOKEN={{rsp_token}}
export HSC_SSP_CAS_PASSWORD='{{password:hsc-ssp-password}}'
export SCISERVER_TOKEN={{hex32:sciserver-token}}
export ADS_DEV_KEY={{random40:ads-api-token}}
export MAST_API_TOKEN=$(cat ~/.mast_token)
alias sq='squeue --me -o "%.10i %.20j %.8T %.10M"'
