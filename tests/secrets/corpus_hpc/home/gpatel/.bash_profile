# .bash_profile
[ -f ~/.bashrc ] && . ~/.bashrc
export VAULT_ADDR=https://vault.example.edu:8200
export VAULT_TOKEN=$(cat ~/.vault-token)
export VAULT_NAMESPACE=astro
export IRODS_ENVIRONMENT_FILE=$HOME/.irods/irods_environment.json
export API_KEY={{random40:shell-export-secret}}
export SECRET_KEY='{{random40:shell-export-secret}}'
export DB_PASSWORD="vault:secret/data/astro/db#password"
export AWS_PROFILE=s3-campus
export CONDA_PKGS_DIRS=/scratch/gpatel/conda/pkgs
