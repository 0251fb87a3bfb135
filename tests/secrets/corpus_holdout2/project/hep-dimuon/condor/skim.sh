#!/bin/bash
# Runs on the worker node: fetch one input through the dCache WebDAV door, skim it, store the skim.
set -euo pipefail
era=$1
part=$(printf '%03d' "$2")
cd "${_CONDOR_SCRATCH_DIR}"

# macaroon from: curl --cert $X509_USER_PROXY -X POST -H 'Content-Type: application/macaroon-request' ...
curl -sSfL -o input.root "https://dcache.hep.example.edu:2880/pnfs/hep.example.edu/data/cms/store/user/mvoss/dimuon/${era}/input_${part}.root?authz={{macaroon}}"
python3 -m dimuon.skim --input input.root --output "skim_${era}_${part}.root"
xrdcp -f "skim_${era}_${part}.root" "root://eosuser.cern.ch//eos/user/m/mvoss/dimuon/skims/"
