ssh netops@fc-leaf1 'show ip bgp summary'
wg genkey | tee privatekey | wg pubkey > publickey
cat publickey
sudo wg show wg0
curl -k "https://fw1.firecrest.example.ie:8443/api/v2/monitor/system/status?access_token={{fortigate_token}}"
ipmitool -I lanplus -H 10.10.5.21 -U ADMIN -P '{{password:bmc-password}}' chassis power status
ibdiagnet --get_cable_info -o /tmp/ibdiag
sminfo
curl -sk -u admin:'{{password:ufm-admin-password}}' https://ufm.firecrest.example.ie/ufmRest/app/ufm_version
ansible-playbook -i inventory switches.yml --ask-vault-pass
git -C ~/netconf log --oneline -3
