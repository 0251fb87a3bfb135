#!/bin/bash
# Aspera upload to EMPIAR's dropbox (fallback when the depositor's own ascp call fails)
ENTRY=${1:-12345}
export ASPERA_SCP_PASS='{{password:aspera-password}}'
ascp -QT -l 500M -P 33001 -k 3 -L- \
  /mnt/lustre/projects/cryoet-deposit/upload/ emp_dep@hx-fasp-1.ebi.ac.uk:upload/$ENTRY
