#!/bin/bash
# OnNodeConfigured for burst compute nodes: join the tailnet so nodes reach the on-prem license servers
set -euo pipefail
curl -fsSL https://tailscale.com/install.sh | sh
tailscale up --authkey={{tailscale}} --hostname="burst-$(hostname -s)" --advertise-tags=tag:burst
mount -t nfs4 licsrv.bittern.example.edu:/licenses /opt/licenses
