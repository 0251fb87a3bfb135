consul members
consul keygen
consul acl bootstrap
export NOMAD_ADDR=https://nomad.skua.example.edu:4646
export NOMAD_TOKEN={{uuid:nomad-acl-token}}
nomad job status
sudo tailscale up --authkey {{tailscale}} --advertise-routes=10.40.0.0/16 --accept-dns=false
ipmitool -I lanplus -H bmc-c12.mgmt.skua.example.edu -U ADMIN -P {{password:bmc-password}} chassis power status
ipmitool -I lanplus -H bmc-c13.mgmt.skua.example.edu -U ADMIN -a chassis power status
curl -sk -u root:{{password:bmc-password}} https://bmc-g03.mgmt.skua.example.edu/redfish/v1/Systems/System.Embedded.1 | jq .PowerState
openvpn --genkey secret /etc/openvpn/server/static.key
sudo postmap /etc/postfix/sasl_passwd
doveadm pw -s SHA512-CRYPT
wg show
