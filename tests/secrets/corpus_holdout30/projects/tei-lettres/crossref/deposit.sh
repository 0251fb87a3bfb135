#!/bin/sh
# Deposit DOIs for a batch of letters (role account of the DH lab)
set -eu
BATCH=${1:?usage: deposit.sh batch.xml}
curl -sS -F operation=doMDUpload \
  -F login_id=sndl/dhlab \
  -F login_passwd='{{password:crossref-deposit-password}}' \
  -F fname=@"$BATCH" \
  https://doi.crossref.org/servlet/deposit
# prefix 10.82145, batch ids look like 20250611T0930-lettres-0142
