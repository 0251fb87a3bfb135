export VAULT_ADDR=https://vault.shrike.example.ac.uk:8200
vault status
vault login -method=oidc role=admins
vault read auth/approle/role/galaxy/role-id
vault write -f auth/approle/role/galaxy/secret-id
vault write auth/approle/login role_id=4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f secret_id={{uuid:vault-approle-secret-id}}
VAULT_TOKEN={{vault_legacy}} vault kv get kv/legacy/ldap
vault kv put kv/portals/ood oidc_client_secret=@/tmp/ood_secret
step ca init --name "Shrike Internal CA" --dns ca.shrike.example.ac.uk --address :443 --provisioner sbrennan@shrike.example.ac.uk --password-file ~/.step/secrets/password
step ca token ood.shrike.example.ac.uk --provisioner sbrennan@shrike.example.ac.uk --password-file ~/.step/secrets/provisioner_password
step ca certificate ood.shrike.example.ac.uk ood.crt ood.key --token {{step_ott}}
step certificate fingerprint $(step path)/certs/root_ca.crt
yubihsm-shell -a get-device-info
yubihsm-shell -p password -a list-objects
yubihsm-shell --authkey 4 -p {{alnum24:yubihsm-auth-key-password}} -a sign-ecdsa -i 0x0100 -A ecdsa-sha256 --in csr.der
sudo certbot certonly --dns-cloudflare --dns-cloudflare-credentials /etc/letsencrypt/cloudflare.ini -d '*.shrike.example.ac.uk'
