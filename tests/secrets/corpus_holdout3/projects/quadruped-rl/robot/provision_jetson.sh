#!/bin/bash
# Run once on each robot's Jetson: joins the lab tailnet so the cluster can reach it.
set -e
curl -fsSL https://tailscale.com/install.sh | sh
sudo tailscale up --authkey={{tailscale:tailscale-auth-key}} --hostname="quadruped-$(hostname -s)" --advertise-tags=tag:robot
sudo systemctl enable --now ros2-bridge.service
