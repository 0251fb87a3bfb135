# ~/.bashrc (jyhan)
[ -f /etc/bashrc ] && . /etc/bashrc
export SCHRODINGER=/opt/schrodinger/2025-3
export SCHRODINGER_LICENSE_FILE=27008@lic01.hawfinch.example.kr
export SCHRODINGER_TMPDIR=/scratch/jyhan/schrodinger_tmp
export PATH=$SCHRODINGER:$SCHRODINGER/utilities:$PATH

# CDD Vault (vault 5142, kinase-hits), personal token from Settings > API tokens
export CDD_VAULT_ID=5142
export CDD_VAULT_TOKEN='{{cdd_vault_token:cdd-vault-api-token}}'
# Benchling personal API key (hawfinchbio tenant)
export BENCHLING_API_KEY={{benchling_key:benchling-api-key}}
export BENCHLING_TENANT=https://hawfinchbio.benchling.com
