#!/bin/bash
# oneAPI is free to install; no serial since 2021. Commercial support via the Priority Support
# account, which needs the old serial only when filing tickets.
set -euo pipefail
VER=2024.2.1.100
sh ./intel-oneapi-hpc-toolkit-${VER}_offline.sh -a --silent --eula accept --install-dir /opt/intel/oneapi
echo "4e2d9c7a1b3f5e8d0a6c2b9f1e4d7a3c5b8e0f2a4d6c8e1b3f5a7d9c2e4b6f8a  intel-oneapi-hpc-toolkit-${VER}_offline.sh" | sha256sum -c
# support ticket 06123456: serial {{intel_serial}} (Cluster Edition, 2 seats, support to 2025-09)
