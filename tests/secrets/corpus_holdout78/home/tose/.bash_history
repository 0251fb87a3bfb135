kanidm login --name idm_admin
kanidm group list-members hpc_users
kanidm person credential create-reset-token aoconnor 3600
export BW_SESSION="{{b64_64:bitwarden-session-key}}"
bw sync && bw list items --search lic01 | jq -r '.[].name'
bw get password "lmadmin lic01"
conjur variable get -i licence-servers/rlm/rlmauth
infisical login --method=universal-auth --client-id=0b7e3c91-4d2a-4f85-9e16-a3c8d7f2b504 --client-secret={{hex64:infisical-client-secret}}
tctl tokens add --type=node --ttl=1h
tctl tokens ls
ssh-keygen -L -f ~/.ssh/id_ed25519-cert.pub
systemctl restart pomerium
journalctl -u kanidmd --since today | grep -i error
