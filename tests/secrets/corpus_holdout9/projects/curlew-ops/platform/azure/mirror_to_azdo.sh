#!/bin/bash
# Mirror the partner-facing repositories to the partners' Azure DevOps organisation.
set -euo pipefail
echo "{{azdo_pat}}" | az devops login --organization https://dev.azure.com/curlew-partners
for repo in hpc-onboarding data-mover-cli; do
  git -C "/srv/mirror/${repo}.git" push --mirror \
    "https://curlew-mirror:${AZDO_PAT}@dev.azure.com/curlew-partners/shared/_git/${repo}"
done
