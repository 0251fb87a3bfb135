# .bashrc (fnasser)
[ -f /etc/bashrc ] && . /etc/bashrc
export VAULT_ADDR=https://vault.whimbrel.example.edu:8200
export AWS_PROFILE=whimbrel-admin
export CYCLECLOUD_CONFIG=$HOME/.cycle/config.ini
export HCLOUD_CONTEXT=whimbrel-burst
export SCW_ACCESS_KEY=SCWXXXXXXXXXXXXXXXXX
alias hv='vault kv get -field=token kv/cloud/hetzner'
alias burstq='squeue -p gpu-burst,cx-burst,nd-burst'
