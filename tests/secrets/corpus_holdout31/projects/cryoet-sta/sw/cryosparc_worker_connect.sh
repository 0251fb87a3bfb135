#!/bin/bash
# Register the GPU nodes as cryoSPARC workers (run on each node as the cryosparc user)
for node in gpu07 gpu08 gpu09; do
  ssh cryosparc@$node /projects/cryoet-sta/cryosparc/cryosparc_worker/bin/cryosparcw connect \
      --worker $node.turnstone.example.org --master cryosparc.turnstone.example.org \
      --port 39000 --ssdpath /tmp/cryosparc_cache --gpus 0,1,2,3 --lane turnstone-gpu
done
# the worker reads the licence id from cryosparc_worker/config.sh: CRYOSPARC_LICENSE_ID="<same as master>"
