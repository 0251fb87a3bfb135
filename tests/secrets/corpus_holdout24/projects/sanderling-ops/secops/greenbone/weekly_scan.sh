#!/bin/bash
# start the weekly authenticated scan of the login nodes
gvm-cli --gmp-username admin --gmp-password '{{password:gvm-admin-password}}' \
  socket --socketpath /run/gvmd/gvmd.sock \
  --xml '<start_task task_id="b1f3c7e9-2a4d-4f6b-8c0e-1d3f5a7b9c2e"/>'
