#!/bin/bash
# ResumeProgram for the "burst" partition (slurm.conf: ResumeProgram=/etc/slurm/resume_cloud.sh)
# $1 = hostlist, e.g. burst-h100-[01-04]
export HCLOUD_TOKEN={{alnum64:hetzner-cloud-token}}
export LAMBDA_API_KEY={{wheatear_lambda_key}}
export SCW_ACCESS_KEY=$(awk '/^access_key/{print $2}' /etc/slurm/burst/scw.yaml)
export SCW_SECRET_KEY=$(awk '/^secret_key/{print $2}' /etc/slurm/burst/scw.yaml)
LOG=/var/log/slurm/resume_cloud.log

for host in $(scontrol show hostnames "$1"); do
  case "$host" in
    burst-cpu-*)  hcloud server create --name "$host" --type ccx63 --image ubuntu-24.04 \
                    --ssh-key slurm-burst --user-data-from-file /etc/slurm/burst/cloud-init.yaml >>"$LOG" 2>&1 ;;
    burst-h100-*) curl -sf -u "$LAMBDA_API_KEY:" -H 'Content-Type: application/json' \
                    -d "{\"region_name\":\"us-east-1\",\"instance_type_name\":\"gpu_1x_h100_pcie\",\"ssh_key_names\":[\"slurm-burst\"],\"name\":\"$host\"}" \
                    https://cloud.lambdalabs.com/api/v1/instance-operations/launch >>"$LOG" ;;
  esac
done
