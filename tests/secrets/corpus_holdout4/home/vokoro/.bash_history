ldapsearch -x -H ldaps://ldap1.kestrel.example.edu -D "cn=admin,dc=kestrel,dc=example,dc=edu" -w '{{password:ldap-admin-password}}' -b "ou=people,dc=kestrel,dc=example,dc=edu" "(uid=fmorel)"
ldapsearch -x -H ldaps://ldap1.kestrel.example.edu -D "cn=admin,dc=kestrel,dc=example,dc=edu" -W "(uid=eliang)"
ldappasswd -H ldaps://ldap1.kestrel.example.edu -x -D "cn=admin,dc=kestrel,dc=example,dc=edu" -W -S "uid=lmensah,ou=people,dc=kestrel,dc=example,dc=edu"
kadmin -p admin/admin -w '{{password:kerberos-admin-password}}' -q "ktadd -k /tmp/HTTP-ood.keytab HTTP/ood.kestrel.example.edu"
base64 -w0 /tmp/HTTP-ood.keytab
klist -kte /etc/krb5.keytab
ipmitool -I lanplus -H bmc-rack12.mgmt.kestrel.example.edu -U root -P '{{password:idrac-password}}' sensor list
ipmitool -I lanplus -H bmc-rack13.mgmt.kestrel.example.edu -U root -E chassis power status
racadm -r bmc-new07.mgmt.kestrel.example.edu -u root -p calvin getsysinfo
curl -sk -u root:{{password:redfish-password}} https://bmc-gpu-a03.mgmt.kestrel.example.edu/redfish/v1/Systems/System.Embedded.1 | jq .PowerState
icinga2 pki ticket --cn compute-a01.kestrel.example.edu
icinga2 node wizard
cmk-agent-ctl register --hostname gpu-a03 --server checkmk.kestrel.example.edu --site kestrel --user automation --password '{{password:checkmk-automation-secret}}'
zabbix_get -s gpu-a03 -k 'nvidia.gpu.temp[0]' --tls-connect psk --tls-psk-identity PSK-KESTREL-COMPUTE --tls-psk-file /etc/zabbix/compute.psk
curl -s -u elastic:{{password:elasticsearch-elastic-password}} https://es01.kestrel.example.edu:9200/_cluster/health
scontrol token username=svc_xdmod lifespan=2592000
sacctmgr show assoc where user=pcosta
munge -n | unmunge
md5sum /etc/munge/munge.key
