sudo gitlab-ctl reconfigure
sudo gitlab-rails runner "t = User.find_by_username('svc-mirror').personal_access_tokens.create(scopes: ['read_api'], name: 'mirror', expires_at: 365.days.from_now); t.set_token('{{gitlab:gitlab-token}}'); t.save!"
curl -s -u 'admin:{{password:harbor-admin-password}}' https://harbor.linnet.example.nz/api/v2.0/robots | jq '.[].name'
jf c add linnet-art --url https://artifactory.linnet.example.nz --access-token "$JF_ACCESS_TOKEN" --interactive=false
jf rt ping --server-id linnet-art
bandersnatch --config /etc/bandersnatch.conf mirror
cosign generate-key-pair
cosign sign --key cosign.key harbor.linnet.example.nz/ci/base@sha256:7d3e9a1f5c2b8064e9d3a7f1c5b2e806a4d9f3b7e1c5a2d8f6b0e4c9a3d7f1e5
gitlab-runner register --url https://gitlab.linnet.example.nz --token "$RUNNER_TOKEN" --executor docker
