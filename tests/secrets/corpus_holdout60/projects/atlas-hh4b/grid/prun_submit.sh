#!/bin/bash
# PanDA prun of the ntupler over mc23 HH4b samples
lsetup panda
voms-proxy-init -voms atlas --valid 96:00 -pwstdin < <(pass show grid/usercert-passphrase)
for dsid in 601479 601480 601481; do
  prun --exec "run_ntupler.sh %IN" \
       --inDS "mc23_13p6TeV.${dsid}.PhPy8EG_HH4b_cHHH01d0.deriv.DAOD_PHYS.e8514_s4162_r15540_p6266" \
       --outDS "user.rdhaliwal.${dsid}.hh4b.v12_$(date +%Y%m%d)" \
       --outputs ntuple.root --nFilesPerJob 5 --site AUTO
done
# task ids from last round: 42011873 42011874 42011875
