# User specific aliases and functions
export PATH=/project/cryoem/bin:$PATH
export RELION_QSUB_TEMPLATE=/project/cryoem/relion/slurm.sh
export B2_APPLICATION_KEY_ID={{b2_key_id}}
export B2_APPLICATION_KEY={{b2_key}}
export GITHUB_TOKEN=${GITHUB_TOKEN:-}
export OPENAI_API_KEY="$(pass show openai/api-key)"
export ANTHROPIC_API_KEY=$(cat ~/.secrets/anthropic)
export PASS=$(security find-generic-password -s cluster -w 2>/dev/null)
export TOKEN=$SLURM_JOB_ID
export PASSWORD_STORE_DIR=$HOME/.password-store
export HISTFILESIZE=100000
alias b2ls='b2 ls --recursive b2://cryoem-raw'
