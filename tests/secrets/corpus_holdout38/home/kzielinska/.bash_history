echo $CR_PAT | docker login ghcr.io -u kzielinska --password-stdin
docker login -u phalaropehpc -p {{dockerhub}} docker.io
docker buildx build --platform linux/amd64,linux/arm64 -t harbor.phalarope.example.org/phalarope/jupyter-gpu:2024.05 --push .
crane digest harbor.phalarope.example.org/phalarope/jupyter-gpu:2024.05
export COSIGN_PASSWORD='{{password:cosign-key-password}}'
cosign sign --key cosign.key --tlog-upload=false harbor.phalarope.example.org/phalarope/jupyter-gpu@sha256:5b0e9f3c1a7d4e2b8c6f0a9d3e1b7c5f2a8d4e0b6c9f3a1d7e5b2c8f4a0d6e9b
cosign verify --key cosign.pub --insecure-ignore-tlog harbor.phalarope.example.org/phalarope/jupyter-gpu@sha256:5b0e9f3c1a7d4e2b8c6f0a9d3e1b7c5f2a8d4e0b6c9f3a1d7e5b2c8f4a0d6e9b
notation login -u 'robot$phalarope+signer' -p '{{alnum32:harbor-robot-secret}}' harbor.phalarope.example.org
notation sign --key phalarope-signer harbor.phalarope.example.org/phalarope/jupyter-gpu@sha256:5b0e9f3c1a7d4e2b8c6f0a9d3e1b7c5f2a8d4e0b6c9f3a1d7e5b2c8f4a0d6e9b
skopeo copy --dest-creds 'phalarope+mirror:{{quay_robot}}' docker://harbor.phalarope.example.org/phalarope/slurm-exporter:0.20 docker://quay.io/phalarope/slurm-exporter:0.20
notation cert generate-test --default "phalarope-test"
