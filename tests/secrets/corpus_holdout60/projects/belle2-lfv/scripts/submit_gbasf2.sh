#!/bin/bash
# submit the LFV skim; run from a KEKCC login node or ours with cvmfs
set -euo pipefail
source /cvmfs/belle.kek.jp/grid/gbasf2/pro/bashrc

# gb2_proxy_init reads the certificate passphrase from stdin with --pwstdin
# TODO move this into pass(1) like Ravinder did, this is embarrassing
GRID_PASS='{{password:grid-certificate-passphrase}}'
echo "$GRID_PASS" | gb2_proxy_init -g belle --pwstdin

PROJECT=lfv_tau3mu_v${1:-8}
gb2 -p "$PROJECT" -s light-2405-ocicat ../steering/reco_tau3mu.py \
    --input_ds_list ../lists/taupair_mc16rd.txt --banned_site LCG.KEK.jp
gb2_job_status -p "$PROJECT" | tail -5
