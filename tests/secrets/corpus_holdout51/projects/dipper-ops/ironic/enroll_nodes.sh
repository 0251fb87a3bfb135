#!/bin/bash
# Enrol the 2025 GPU nodes in Ironic. BMC creds per the rack sheet.
set -e
export OS_CLOUD=dipper-ironic
for n in 17 18; do
  openstack baremetal node create --name gpu-n0$n --driver ipmi \
    --driver-info ipmi_address=10.20.0.$n \
    --driver-info ipmi_username=ADMIN \
    --driver-info ipmi_password='{{password:ipmi-password}}' \
    --driver-info ipmi_hex_kg_key={{hex40:ipmi-kg-key}} \
    --driver-info deploy_kernel=file:///var/lib/ironic/images/ipa.kernel
done
openstack baremetal node create --name gpu-n019 --driver redfish \
  --driver-info redfish_address=https://10.20.1.19 \
  --driver-info redfish_system_id=/redfish/v1/Systems/System.Embedded.1 \
  --driver-info redfish_username=root \
  --driver-info redfish_password='{{password:idrac-password}}' \
  --driver-info redfish_verify_ca=False
openstack baremetal node manage gpu-n019 && openstack baremetal node provide gpu-n019
