#!/bin/bash
# Slurm ResumeProgram for the cx-burst partition (power_save): create Hetzner servers for $1
export HCLOUD_TOKEN="{{alnum64:hetzner-cloud-token}}"
for node in $(scontrol show hostnames "$1"); do
  hcloud server create --name "$node" --type ccx63 --image rocky-9 --location hel1 \
    --ssh-key whimbrel-burst --user-data-from-file /etc/slurm/cloud-init-burst.yaml \
    --label role=slurm-burst >> /var/log/slurm/resume.log 2>&1
  ip=$(hcloud server ip "$node")
  scontrol update nodename="$node" nodeaddr="$ip" nodehostname="$node"
done
