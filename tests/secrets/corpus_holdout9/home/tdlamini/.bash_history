sudo -i
maas login admin http://maas.curlew.example.edu:5240/MAAS/api/2.0/ {{maas_api_key}}
maas admin machines read | jq -r '.[] | [.hostname, .status_name] | @tsv'
maas admin tags create name=a100 comment='NVIDIA A100 nodes'
curl -sk -u USERID:{{password:xcc-password}} https://xcc-c01n01.mgmt.curlew.example.edu/redfish/v1/Systems/1 | jq .PowerState
ipmitool -I lanplus -H xcc-c01n02.mgmt.curlew.example.edu -U USERID -E chassis status
nodeattrib c01n01 secret.hardwaremanagementuser
nodegroupattrib everything -p crypted.rootpassword
weka user login admin {{password:weka-admin-password}}
weka status
weka fs
dsmadmc -id=tsmadmin -password={{password:spectrum-protect-admin-password}} -dataonly=yes "q stgpool"
cmsh -c "device; status"
ansible-playbook -i provision/ansible/inventory/lab-pcs.ini provision/ansible/labpcs.yml --check
openssl x509 -in ~/.cm/admin.pem -noout -enddate
