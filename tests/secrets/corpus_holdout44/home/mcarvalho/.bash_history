ssh-keygen -lf ~/.ssh/id_ed25519.pub
snmpwalk -v3 -u monitor -l authPriv -a SHA -A '{{password:snmpv3-auth-password}}' -x AES -X "$SNMP_PRIV" core-sw1 ifDescr
wg show wg0
wg genkey | tee /tmp/priv | wg pubkey
curl -k -H "Authorization: Bearer $FGT_TOKEN" https://fw1.woodcock.example.org/api/v2/cmdb/firewall/address
oxidized-script -m ios -u oxidized core-sw1
git -C /var/lib/oxidized/configs.git log -1 --format=%H
ansible-playbook -i inventory site.yml --ask-vault-pass --limit routers
