#!/bin/bash
# Slurm SuspendProgram for cx-burst: delete the servers for $1
source /etc/whimbrel/burst-reaper.env   # HCLOUD_TOKEN
for node in $(scontrol show hostnames "$1"); do
  hcloud server delete "$node" >> /var/log/slurm/suspend.log 2>&1
done
