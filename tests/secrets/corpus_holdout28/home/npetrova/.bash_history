sudo dnf install -y ipa-server ipa-server-dns
sudo ipa-server-install --unattended \
  --realm CURLEW.EXAMPLE.AC.UK --domain curlew.example.ac.uk \
  --ds-password '{{password:directory-manager-password}}' \
  --admin-password '{{password:freeipa-admin-password}}' \
  --setup-dns --forwarder 10.40.0.2 --no-ntp
echo '{{password:freeipa-admin-password}}' | kinit admin
ipa host-add gpu-b09.curlew.example.ac.uk --ip-address=10.40.2.49 --random
ssh gpu-b09 sudo ipa-client-install --unattended --domain curlew.example.ac.uk --password '{{password:freeipa-enrollment-otp}}'
ipa-getkeytab -s ipa01.curlew.example.ac.uk -p HTTP/ondemand.curlew.example.ac.uk -k /tmp/http.keytab
kadmin -p admin/admin -w '{{password:kadmin-password}}' -q "getprinc host/gpu-b09.curlew.example.ac.uk"
/opt/keycloak/bin/kcadm.sh config credentials --server https://id.curlew.example.ac.uk --realm master --user admin --password '{{password:keycloak-admin-password}}'
/opt/keycloak/bin/kcadm.sh get clients -r curlew --fields clientId,id
klist -k /etc/coldfront/coldfront.keytab
base64 -w0 /etc/coldfront/coldfront.keytab | wc -c
