# .bashrc -- jpereira (ATLAS, dimuon resonances)
[ -f /etc/bashrc ] && . /etc/bashrc

export PATH=$HOME/.local/bin:$PATH
export ATLAS_LOCAL_ROOT_BASE=/cvmfs/atlas.cern.ch/repo/ATLASLocalRootBase
alias setupATLAS='source ${ATLAS_LOCAL_ROOT_BASE}/user/atlasLocalSetup.sh'

# grid
export X509_USER_PROXY=$HOME/x509up_u41207
export RUCIO_ACCOUNT=jpereira
export RUCIO_HOME=$HOME/work/atlas-dimuon/rucio
# tokens: the WLCG discovery order is BEARER_TOKEN, BEARER_TOKEN_FILE, then $XDG_RUNTIME_DIR/bt_u$UID
export BEARER_TOKEN_FILE=${XDG_RUNTIME_DIR:-/tmp}/bt_u$(id -u)

# CERN gitlab, read_api + read_repository only (expires 2026-11-30)
export CERN_GITLAB_TOKEN={{gitlab:gitlab-token}}
#export CERN_GITLAB_TOKEN=glpat-xxxxxxxxxxxxxxxxxxxx

alias dimu='cd /work/projects/atlas-dimuon'
alias lsrules='rucio list-rules --account jpereira | grep -v OK'
