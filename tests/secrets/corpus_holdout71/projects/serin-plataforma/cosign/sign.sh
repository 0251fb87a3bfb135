#!/bin/sh
# firma las imágenes de slurm-exporter después del push
export COSIGN_PASSWORD='{{password:cosign-password}}'
cosign sign --yes --key cosign.key \
  harbor.serin.example.mx/serin-plataforma/slurm-exporter@sha256:7c4f0e2a91b83d56e0f1a7c29b4d83e6f51a20c9d7e84b3f6a1c05d92e8b7f34
cosign verify --key cosign.pub harbor.serin.example.mx/serin-plataforma/slurm-exporter:1.4.2
