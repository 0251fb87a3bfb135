ssh harbor01
sudo ./install.sh --with-trivy
docker login harbor.jacana.example.org -u 'robot$jacana+ci-push' -p {{alnum32:harbor-robot-secret}}
echo "$HARBOR_ROBOT_SECRET" | docker login harbor.jacana.example.org -u 'robot$jacana+ci-push' --password-stdin
docker login -u oadeyemi -p {{dockerhub}}
kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d; echo
argocd login argocd.jacana.example.org --username admin --password '{{password:argocd-admin-password}}' --grpc-web
argocd account generate-token --account ci
argocd app sync jacana-portal --auth-token {{argocd_token}}
kubectl create secret docker-registry harbor-pull -n portal --docker-server=harbor.jacana.example.org --docker-username='robot$jacana+k8s-pull' --docker-password="$(vault kv get -field=secret ci/harbor/k8s-pull)"
curl -H "Authorization: Bearer {{buildkite_api}}" https://api.buildkite.com/v2/organizations/jacana/agents | jq '.[].name'
cosign generate-key-pair
COSIGN_PASSWORD='{{password:cosign-key-password}}' cosign sign --key cosign.key harbor.jacana.example.org/ci/base@sha256:3b1c5a7e9d0f2b4c6e8a1d3f5b7c9e0a2d4f6b8c1e3a5c7e9f0b2d4a6c8e1f3b
gitlab-runner verify --delete
tkn pipelinerun logs build-base-2kx9w -f -n tekton-builds
