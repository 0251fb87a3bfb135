#!/bin/bash
# kickstart %post: install the cluster munge key (same on every node)
set -e
install -d -o munge -g munge -m 0700 /etc/munge
echo '{{munge_b64}}' | base64 -d > /etc/munge/munge.key
chown munge:munge /etc/munge/munge.key && chmod 0400 /etc/munge/munge.key
systemctl enable --now munge
