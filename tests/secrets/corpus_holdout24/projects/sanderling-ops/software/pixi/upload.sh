#!/usr/bin/env bash
# upload every built package to the sanderling channel on prefix.dev
set -euo pipefail
: "${PREFIX_API_KEY:={{prefix_dev_token}}}"
export PREFIX_API_KEY
for pkg in build/linux-64/*.conda build/linux-aarch64/*.conda; do
  rattler-build upload prefix -c sanderling "$pkg"
done
