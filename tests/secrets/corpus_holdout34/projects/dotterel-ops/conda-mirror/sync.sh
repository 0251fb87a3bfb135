#!/bin/bash
# Nightly conda-forge/bioconda mirror sync onto the conda.dotterel.example.org nginx root
set -euo pipefail
for ch in conda-forge bioconda; do
  for sub in linux-64 noarch; do
    conda-mirror --upstream-channel "$ch" --target-directory /srv/conda/$ch --platform $sub \
      --num-threads 8 --config /etc/conda-mirror/$ch.yaml
  done
done
# private channel on anaconda.org (label main) needs the org token
export ANACONDA_API_TOKEN={{conda_token:anaconda-org-token}}
conda-mirror --upstream-channel https://conda.anaconda.org/t/$ANACONDA_API_TOKEN/dotterel-forge \
  --target-directory /srv/conda/dotterel-forge --platform noarch
# repodata.json sha256 (for the status page): 9d4e2f1a0b3c5d7e6f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e
