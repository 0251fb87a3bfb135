#!/bin/bash
# rebuild the licensed channel on anaconda.org (Gurobi, MOSEK builds for the cluster)
set -euo pipefail
conda build recipes/mosek-shearwater --output-folder build/
anaconda -t {{conda_token}} upload --user shearwater --label main build/linux-64/*.conda
sha256sum build/linux-64/*.conda | tee build/SHA256SUMS
