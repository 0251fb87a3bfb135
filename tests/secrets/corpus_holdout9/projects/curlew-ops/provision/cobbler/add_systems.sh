#!/bin/bash
# Register the rack 3 service nodes with Cobbler (the compute nodes are in MAAS).
set -euo pipefail
while read -r name mac ip bmc; do
  cobbler system add --name="$name" --profile=rocky9-x86_64 \
    --interface=eno1 --mac="$mac" --ip-address="$ip" --netmask=255.255.0.0 \
    --power-type=ipmilanplus --power-address="$bmc" --power-user=USERID \
    --power-pass={{password:xcc-password}}
done < rack3_service_nodes.tsv
cobbler sync
