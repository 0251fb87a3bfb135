# .bashrc — tnkosi @ login1.chiffchaff.example.za

[ -f /etc/bashrc ] && . /etc/bashrc

export PATH=$HOME/.local/bin:$PATH
export EDITOR=vim

# ATLAS setup (cvmfs)
export ATLAS_LOCAL_ROOT_BASE=/cvmfs/atlas.cern.ch/repo/ATLASLocalRootBase
alias setupATLAS='source ${ATLAS_LOCAL_ROOT_BASE}/user/atlasLocalSetup.sh'
export RUCIO_ACCOUNT=tnkosi
export X509_USER_PROXY=/tmp/x509up_u$(id -u)

# tokens: oidc-agent for IAM, the bearer token file for gfal/xrootd (WLCG discovery order:
# BEARER_TOKEN, then BEARER_TOKEN_FILE, then $XDG_RUNTIME_DIR/bt_u$UID)
export BEARER_TOKEN_FILE=$HOME/tokens/bt_u$(id -u)
# oidc-add reads the account config password from here so the cron job can reload it
export OIDC_ENCRYPTION_PW={{password:oidc-agent-encryption-password}}
if [ -z "$OIDC_SOCK" ]; then
    eval "$(oidc-agent-service use)" > /dev/null
fi

# CERN gitlab, for pushing dq-tools from the cluster (read_repository, write_repository)
export CERN_GITLAB_TOKEN={{gitlab:cern-gitlab-token}}
# export CERN_GITLAB_TOKEN=glpat-xxxxxxxxxxxxxxxxxxxx

# conditions DB
export CORAL_AUTH_PATH=/home/tnkosi/projects/atlas-za-grid/conditions
export CORAL_DBLOOKUP_PATH=/home/tnkosi/projects/atlas-za-grid/conditions
export FRONTIER_SERVER="(serverurl=http://atlasfrontier-ai.cern.ch:8000/atlr)(proxyurl=http://squid.chiffchaff.example.za:3128)"

alias sq='squeue -u $USER -o "%.10i %.9P %.30j %.8T %.10M %.6D %R"'
