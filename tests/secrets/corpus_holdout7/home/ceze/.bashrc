# .bashrc for ceze
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
module use /projects/kinase-leads/modulefiles
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
# Dotmatics Browser export user (service account shared by the chemistry group)
export DOTMATICS_USER=svc_kinase_export
export DOTMATICS_PASSWORD='{{password:dotmatics-password}}'
export BENCHLING_TENANT_URL=https://avocet-chem.benchling.com
export BENCHLING_CLIENT_ID=8f2c1d4e-7a3b-4c6d-9e0f-1a2b3c4d5e6f
# the client secret lives in the app's Vault path, read by sync_benchling.py
export CHEMBL_RELEASE=chembl_34
export CDD_VAULT_TOKEN={{b64url43:cdd-vault-api-token}}
