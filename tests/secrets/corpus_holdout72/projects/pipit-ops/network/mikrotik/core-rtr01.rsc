# 2025-03-10 09:14:22 by RouterOS 7.16.2
# software id = 8KZ3-QW7N
#
# model = CCR2116-12G-4S+
# serial number = HE90ABC1234
/interface wireguard
add listen-port=13231 mtu=1420 name=wg-mgmt private-key="{{wireguard_key}}"
/interface wireguard peers
add allowed-address=10.99.0.2/32 interface=wg-mgmt name=rlechner-laptop public-key="mX8Q2r9vT1bK4nL7pZ0wY3cF6hJ5dS8aE2gU9iO1kM4=" \
    preshared-key="{{slurm_jwt_key_b64:wireguard-preshared-key}}"
add allowed-address=10.99.0.3/32 interface=wg-mgmt name=hbauer-laptop public-key="Zq3W7e1R5t9Y2u6I0o4P8a3S7d1F5g9H2j6K0l4Z8x0="
/interface wifi security
add authentication-types=wpa2-psk,wpa3-psk name=sec-lab passphrase="{{password:routeros-wifi-passphrase}}"
/ip ipsec identity
add peer=tu-graz-tunnel secret="{{password:ipsec-preshared-key}}"
/ppp secret
add name=oob-modem password="{{password:ppp-secret-password}}" profile=default-encryption service=pptp
/radius
add address=10.20.0.15 service=login,wireless secret="{{password:radius-shared-secret}}" timeout=1s
/routing bgp connection
add as=64512 local.role=ebgp name=aconet remote.address=193.171.0.9 remote.as=1853 \
    tcp-md5-key="{{password:bgp-md5-key}}"
/snmp community
set [ find default=yes ] disabled=yes
add addresses=10.20.0.0/24 authentication-protocol=SHA1 encryption-protocol=AES name=librenms \
    authentication-password="{{password:snmpv3-auth-password}}" \
    encryption-password="{{password:snmpv3-priv-password}}" security=private
/system ntp key
add id=7 key="{{hex32:ntp-symmetric-key}}" key-type=sha1
/user
add group=read name=rest-ro password="{{password:routeros-user-password}}"
add group=full name=oxidized
/user ssh-keys
add key="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFq9Xk1vN7bR3tY5uW8zC2dF4gH6jK8lM0nP2qS4rT6u oxidized@mon01" user=oxidized
/certificate
# fingerprint=3b9d0a6c5e7f4812ab3c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c
