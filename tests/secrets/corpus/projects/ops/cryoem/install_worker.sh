#!/bin/bash
# fetch the worker package for a new GPU node (the master's licence is in config.sh)
set -euo pipefail
cd /srv/cryosparc
curl -fsSL "https://get.cryosparc.com/download/worker-v4.6.2/{{uuid:cryosparc-download-license-id}}" -o cryosparc_worker.tar.gz
# the documented form, with the ID from the environment:
curl -L https://get.cryosparc.com/download/master-latest/$CRYOSPARC_LICENSE_ID -o cryosparc_master.tar.gz
tar -xf cryosparc_worker.tar.gz
