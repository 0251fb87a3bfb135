# 2025-02-11 16:40:03 by RouterOS 7.16.1
# software id = 3FQ9-LX2M
#
/interface bridge
add name=br-mgmt
/ip address
add address=10.30.0.2/24 interface=br-mgmt network=10.30.0.0
/routing bgp template
set default as=64600
/routing bgp connection
add as=64600 local.role=ebgp name=campus-core remote.address=10.30.0.1 remote.as=64601 \
    tcp-md5-key="{{password:routeros-setting-key}}"
/snmp community
set [ find default=yes ] disabled=yes
/system ntp client
set enabled=yes
/system ntp key
add id=11 key="{{hex32:routeros-setting-key}}" key-type=sha1
/system ntp client servers
add address=10.30.0.1 auth-key=11
/user ssh-keys
add key="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJ4mQe8rT2vX6kZ1nB9wL3cF7hP5sD0aG4yU8iO2jK6e netops@bastion" user=netops
