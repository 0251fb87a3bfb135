#!/bin/bash
# rebuild of ctl2 (2025-02-03): copy the cluster munge key
install -o munge -g munge -m 0400 /dev/null /etc/munge/munge.key
echo '{{munge_b64}}' | base64 -d > /etc/munge/munge.key
systemctl enable --now munge
munge -n | unmunge | grep STATUS
