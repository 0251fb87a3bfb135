# ~/.bashrc jbrandt
export EDITOR=vim
export CONTROLLER_HOST=https://awx.nuthatch.example.cz
export CONTROLLER_OAUTH_TOKEN={{alnum30:awx-oauth-token}}
export CONTROLLER_VERIFY_SSL=true
export ANSIBLE_VAULT_PASSWORD_FILE=~/.ansible/vault_pass
export VAULT_ADDR=https://vault.nuthatch.example.cz:8200
# TF_TOKEN_app_terraform_io is read from ~/.terraform.d/credentials.tfrc.json
alias hammer='hammer --no-headers'
