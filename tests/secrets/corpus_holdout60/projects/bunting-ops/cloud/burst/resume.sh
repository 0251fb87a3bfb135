#!/bin/bash
# Slurm ResumeProgram: boot burst nodes on OVH (cloud "ovh-bhs" in clouds.yaml)
export OS_CLIENT_CONFIG_FILE=/etc/slurm/clouds.yaml
for host in $(scontrol show hostnames "$1"); do
  openstack --os-cloud ovh-bhs server create --flavor c2-60 --image bunting-compute-el9-2025.10 \
    --network Ext-Net --key-name slurm-burst --user-data /etc/slurm/burst-cloudinit.yaml \
    --property slurm_node="$host" "$host" >> /var/log/slurm/resume.log 2>&1
done
