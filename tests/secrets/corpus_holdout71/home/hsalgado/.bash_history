rancher login https://rancher.serin.example.mx --token {{rancher_token}}
rancher context switch
rancher kubectl get nodes
argocd login argocd.serin.example.mx --grpc-web --username admin --password {{password:argocd-admin-password}}
argocd account generate-token --account ci --expires-in 8760h
argocd app list
argocd app sync plataforma-monitoring --prune
export GITLAB_TOKEN={{gitlab}}
flux bootstrap gitlab --hostname=git.serin.example.mx --owner=plataforma --repository=flux-fleet --branch=main --path=clusters/prod --token-auth
flux get kustomizations -A
docker login harbor.serin.example.mx -u 'robot$serin-plataforma+ci-builder' -p {{alnum32:harbor-robot-secret}}
docker pull harbor.serin.example.mx/serin-plataforma/slurm-exporter@sha256:7c4f0e2a91b83d56e0f1a7c29b4d83e6f51a20c9d7e84b3f6a1c05d92e8b7f34
kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d
kubectl -n flux-system create secret generic sops-age --from-file=age.agekey=projects/serin-plataforma/flux/clusters/prod/age.agekey
sops --decrypt projects/serin-plataforma/flux/apps/zammad/secret.enc.yaml | head
kubectl create token gha-deployer -n ci --duration=8760h > projects/serin-plataforma/k8s/gha-deployer.token
helm upgrade --install harbor harbor/harbor -n harbor -f projects/serin-plataforma/harbor/values.yaml
