# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module load irods-icommands/4.3.1 R/4.4.1
export IRODS_ENVIRONMENT_FILE=$HOME/.irods/irods_environment.json
export BRAPI_URL=https://sorghumbase.goldcrest.example.sg/brapi/v2
# export BRAPI_TOKEN=$(curl -s -X POST ... | jq -r .access_token)   # see notes, lasts 2 h
alias cyls='ils /iplant/home/twojcik/sorghum-gwas'
