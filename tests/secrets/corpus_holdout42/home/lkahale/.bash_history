step ca health
step ca provisioner list | jq '.[].name'
step ca token gpu-a07.pratincole.example.org --provisioner ops@pratincole.example.org --password-file /run/secrets/step-jwk
step ca certificate gpu-a07.pratincole.example.org gpu-a07.crt gpu-a07.key --token {{jwt:step-ca-one-time-token}}
step certificate inspect gpu-a07.crt --short
export BOUNDARY_ADDR=https://boundary.pratincole.example.org:9200
boundary authenticate password -auth-method-id ampw_Nq4TfP8LzW -login-name lkahale -password env://BOUNDARY_PW
export BOUNDARY_TOKEN={{boundary_token}}
boundary targets list -recursive
boundary accounts create password -auth-method-id ampw_Nq4TfP8LzW -login-name oadeyemi -password '{{password:boundary-account-password}}'
boundary credential-stores create vault -scope-id p_7Ry2Kc9MwX -vault-address https://vault.pratincole.example.org:8200 -vault-token {{vault}}
ssh-keygen -s /etc/ssh/ca/user_ca -I lkahale-2025-03 -n lkahale,root -V +12h ~/.ssh/id_ed25519.pub
ykman info
ykman piv info
history -c
