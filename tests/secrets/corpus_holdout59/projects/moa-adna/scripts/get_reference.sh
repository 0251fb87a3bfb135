#!/bin/bash
# Fetch the moa mitogenome reference and set up the pixi env for downstream tools.
set -euo pipefail
cd /nesi/project/moa-adna/ref
efetch -db nuccore -id NC_002672.1 -format fasta -api_key "${NCBI_API_KEY}" > moa_mt.fasta
bwa index moa_mt.fasta
samtools faidx moa_mt.fasta
# private channel with our patched mapDamage build
pixi auth login prefix.dev --token {{prefix_dev_token:prefix-dev-token}}
pixi install --manifest-path ../pixi.toml
sha256sum moa_mt.fasta   # expect 4d0c8e2a6f1b9d3e7c5a0f4b8d2e6c1a9f3b7d5e0c4a8f2b6d1e9c3a7f5b0d42
