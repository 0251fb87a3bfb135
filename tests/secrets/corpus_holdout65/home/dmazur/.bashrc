# .bashrc (dmazur)
[ -f /etc/bashrc ] && . /etc/bashrc
export NETBOX_URL=https://netbox.crossbill.example.pl
export NETBOX_TOKEN=$(pass show netops/netbox-v2-token)
export ZABBIX_URL=https://zbx01.crossbill.example.pl/zabbix/
export ANSIBLE_VAULT_PASSWORD_FILE=~/.config/ansible/vault-pass.sh
alias wgs='sudo wg show wg0'
