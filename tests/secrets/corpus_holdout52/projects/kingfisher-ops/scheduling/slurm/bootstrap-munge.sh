#!/bin/bash
# install the cluster's munge key on a freshly imaged node (run from xCAT postscripts)
install -d -m 0700 -o munge -g munge /etc/munge
echo '{{munge_b64}}' | base64 -d > /etc/munge/munge.key
chown munge:munge /etc/munge/munge.key && chmod 0400 /etc/munge/munge.key
systemctl enable --now munge
