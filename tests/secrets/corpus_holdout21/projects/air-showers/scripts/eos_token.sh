#!/bin/bash
# quick copy when htgettoken's vault is down: token copied from the browser flow on lxplus
export BEARER_TOKEN={{wlcg_token:wlcg-bearer-token}}
xrdcp -f root://eosauger.example.org//eos/auger/sim/corsika78/fe_19.5/DAT000201.tar.gz /scratch/mgorski/lib/
