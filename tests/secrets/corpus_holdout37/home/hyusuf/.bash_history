vault status
vault login -method=userpass username=hyusuf
vault operator unseal {{vault_unseal}}
export VAULT_TOKEN={{vault}}
vault kv get kv/kafka/broker
step ca init --name "Oystercatcher Internal CA" --dns ca.oystercatcher.example.org --address :9000 --provisioner admin@oystercatcher.example.org
step certificate fingerprint ~/.step/certs/root_ca.crt
certbot certonly --dns-cloudflare --dns-cloudflare-credentials ~/dns01/cloudflare.ini -d '*.oystercatcher.example.org'
kubectl -n cert-manager create secret generic cloudflare-api-token --from-literal=api-token={{cloudflare_api_token}}
kubectl get certificate -A
bao operator init -key-shares=1 -key-threshold=1
docker exec ejbca /opt/keyfactor/bin/ejbca.sh ra addendentity --username gridftp01 --password '{{password:ejbca-enduser-password}}' --dn "CN=gridftp01.oystercatcher.example.org" --caname OysterIssuingCA --type 1 --token PEM
