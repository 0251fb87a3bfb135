# core-sw1 bootstrap (RouterOS 7.16), applied with /import after a reset
# not an export: exports don't carry secrets, this file does. Keep it out of the oxidized repo.
/system identity set name=core-sw1
/user add name=oxidized group=read password={{password:routeros-user-password}} comment="config backups"
/user add name=sndlovu group=full password="{{password:routeros-user-password}}"
/radius add address=10.60.0.5 service=login secret={{password:radius-shared-secret}} timeout=2s
/user aaa set use-radius=yes default-group=read
/interface wireguard add listen-port=13231 mtu=1420 name=wg-mgmt private-key="{{wireguard_key:wireguard-private-key}}"
/interface wireguard peers add allowed-address=10.99.0.2/32 interface=wg-mgmt name=noc-laptop \
    public-key="xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg="
/ip ipsec peer add address=196.21.40.2/32 name=dc2 exchange-mode=ike2
/ip ipsec identity add peer=dc2 auth-method=pre-shared-key secret="{{password:ipsec-psk}}"
/snmp community add name=librenms security=private authentication-protocol=SHA1 encryption-protocol=AES \
    authentication-password={{password:snmpv3-auth-password}} \
    encryption-password={{password:snmpv3-priv-password}} addresses=10.60.4.20/32
/snmp set enabled=yes trap-community=librenms
/system ntp client set enabled=yes servers=ntp1.chiffchaff.example.za
