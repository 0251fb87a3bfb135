# .bashrc (aokonkwo)
. /etc/bashrc
module load igblast/1.22.0 changeo/1.3.0
export IGDATA=/project/bcr-repertoire/igblast/igdata
export NCBI_API_KEY={{ncbi}}
export SB_API_ENDPOINT=https://cgc-api.sbgenomics.com/v2
export SB_AUTH_TOKEN="$(cat ~/.sevenbridges/token 2>/dev/null)"
export GERMLINE_SHA=5d0b3e6a9c1f47e28b6d4a0c9e7f3b215a8d6c4e
export PS1='[\u@\h \W]\$ '
