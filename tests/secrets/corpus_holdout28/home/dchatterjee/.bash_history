ipmitool -I lanplus -H bmc-gpu-b03 -U admin -P '{{password:ipmi-password}}' chassis power status
ipmitool -I lanplus -H bmc-gpu-b03 -U admin -E sel elist | tail
ipmitool -I lanplus -H bmc-gpu-a11 -U admin -f ~/.ipmi_pass -y {{hex40:ipmi-kg-key}} sdr type Temperature
curl -sk -u root:'{{password:redfish-password}}' https://bmc-gpu-b05/redfish/v1/Systems/1 | jq .PowerState
curl -sk -u root:"$REDFISH_PASS" https://bmc-gpu-b05/redfish/v1/UpdateService/FirmwareInventory | jq -r '.Members[]."@odata.id"'
racadm -r bmc-gpu-a16 -u root -p calvin getsysinfo   # factory-reset board, default creds until the playbook runs
docker login nvcr.io -u '$oauthtoken' -p {{nvapi:ngc-api-key}}
dcgmi diag -r 3 -j > /tmp/dcgm_b05.json
nvidia-smi -q -d ECC | grep -A3 "Volatile"
ansible-playbook -i inventory/bmc.yml playbooks/bmc_users.yml --ask-vault-pass
