# kboateng
export VAULT_ADDR=https://vault.shrike.example.ac.uk:8200
export GALAXY_URL=https://galaxy.shrike.example.ac.uk
export GALAXY_ADMIN_KEY="$(vault kv get -field=bootstrap_key kv/portals/galaxy)"
alias occ='sudo -u apache php /var/www/nextcloud/occ'
