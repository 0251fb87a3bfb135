export GITHUB_TOKEN={{github_pat}}
flux bootstrap github --owner=redshank-hpc --repository=platform --branch=main --path=clusters/redshank --personal=false --token-auth
flux get kustomizations -A
cat ~/.config/sops/age/keys.txt | kubectl create secret generic sops-age --namespace=flux-system --from-file=age.agekey=/dev/stdin
argocd login argocd.redshank.example.org --username admin --password '{{password:argocd-admin-password}}' --grpc-web
argocd account generate-token --account ci-deployer
kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d
helm upgrade --install rancher rancher-stable/rancher -n cattle-system --set hostname=rancher.redshank.example.org --set bootstrapPassword={{password:rancher-bootstrap-password}}
rancher login https://rancher.redshank.example.org --token {{rancher_token}}
kubectl -n kube-system create token external-dns --duration=8760h
htpasswd -nb traefik-admin '{{password:traefik-dashboard-password}}' | sed -e s/\\$/\\$\\$/g
kubectl -n cert-manager get certificaterequests
git log -1 --format=%H
