kubectl config use-context gpu-ci
kubectl -n ci create token gha-deployer --duration=8760h
kubectl -n arc-runners get pods
kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d; echo
argocd login argocd.ibis.example.edu --username admin --password {{password:argocd-admin-password}}
argocd account generate-token --account ci
argocd app sync coldfront
helm upgrade --install arc --namespace arc-systems oci://ghcr.io/actions/actions-runner-controller-charts/gha-runner-scale-set-controller
cd ~/actions-runner && ./config.sh --url https://github.com/ibis-hpc --token {{gh_runner}} --labels ibis-gpu,self-hosted --unattended
kubeseal --format yaml < k8s/coldfront/secret.yaml > k8s/coldfront/sealed-secret.yaml
velero backup create coldfront-$(date +%F) --include-namespaces coldfront
wg genkey | tee wg0.key | wg pubkey > wg0.pub
git log --oneline -5
