ipmitool -I lanplus -H 10.20.0.11 -U ADMIN -P '{{password:ipmi-password}}' chassis power status
ipmitool -I lanplus -H 10.20.0.12 -U ADMIN -f ~/bmc/.ipmi_pw sol activate
# factory default on the new R760s until first boot, changed by the playbook:
racadm -r 10.20.1.31 -u root -p calvin getsysinfo
racadm -r 10.20.1.32 -u root -p "$(pass show dipper/idrac-old)" set iDRAC.Users.2.Password '{{password:idrac-password}}'
curl -sk -u root:{{password:idrac-password}} https://10.20.1.33/redfish/v1/Systems/System.Embedded.1 | jq .PowerState
ilorest login 10.20.2.41 -u Administrator -p '{{password:ilo-password}}'
ilorest serverinfo --system
openstack baremetal node set gpu-n017 --driver-info ipmi_password='{{password:ipmi-password}}'
openstack baremetal node validate gpu-n017
pvesh get /cluster/resources --type vm --output-format json-pretty
export GOVC_PASSWORD='{{password:vcenter-password}}'
govc vm.info -json '/Dipper-DC/vm/login*' | jq '.virtualMachines[].runtime.powerState'
git -C ~/dipper-ops log -1 --format=%H
