#!/bin/bash
# Upload the tilt series and the STA map to EMPIAR deposition EMPIAR-12104.
# Aspera account and password come from the deposition page (Upload -> Aspera).
set -euo pipefail
export ASPERA_SCP_PASS='{{password:empiar-aspera-password}}'
ASCP=~/.aspera/cli/bin/ascp
DEST=emp_ext3@hx-fasp-1.ebi.ac.uk:/0f1e2d3c4b5a69788796a5b4c3d2e1f0

$ASCP -QT -l 300M -P33001 -k3 -L /scratch/atanabe/aspera-logs \
    /projects/cryoet-sta/deposit/tiltseries "$DEST"
$ASCP -QT -l 300M -P33001 -k3 /projects/cryoet-sta/deposit/ribosome_sta_8.2A.mrc "$DEST"
md5sum /projects/cryoet-sta/deposit/ribosome_sta_8.2A.mrc
