kubectl config use-context godwit-hub
helm repo add jupyterhub https://hub.jupyter.org/helm-chart/
helm upgrade --install jhub jupyterhub/jupyterhub --namespace jhub --version 4.1.0 --values jupyterhub/config.yaml --values jupyterhub/secrets.yaml
openssl rand -hex 32
kubectl -n jhub get secret hub -o jsonpath='{.data.hub\.config\.ConfigurableHTTPProxy\.auth_token}' | base64 -d
kubectl -n jhub logs deploy/hub | grep -i token
sops --encrypt --age age1q7x5m3d0k9f2ul8w4rt6ys0zc3vhe5nj2pa7gqxl9w0d4kt6r8fsu3e2qh jupyterhub/secrets.yaml > jupyterhub/secrets.enc.yaml
helm upgrade binder jupyterhub/binderhub --version=1.0.0-0.dev.git.3506.hba24eb2a -f binderhub/config.yaml -f binderhub/secret.yaml
docker login -u 'robot$binder+push' -p '{{password:harbor-robot-secret}}' harbor.godwit.example.edu.au
curl -X POST -H "Authorization: token {{hex32:jupyterhub-api-token}}" https://hub.godwit.example.edu.au/hub/api/users/mvega/server
code-server --bind-addr 127.0.0.1:8443 --auth password
export CLOUDFLARE_API_TOKEN={{b64url40:cloudflare-api-token}}
terraform -chdir=terraform plan
