voms-proxy-init --voms stint --valid 96:00
fts-rest-transfer-submit -s https://fts3.stint.example.org:8446 --proxy /tmp/x509up_u5012 root://xrd-redir.stint.example.org//store/test/1G.bin davs://dcache.stint.example.org:2880/data/test/1G.bin
fts-rest-transfer-status -s https://fts3.stint.example.org:8446 3f1b9c7e-2a4d-11f0-8e6c-fa163e2b7d41
xrdfs xrd-redir.stint.example.org ls /store/test
xrdsssadmin -k stint-redirector -u xrootd -g xrootd add /etc/xrootd/sss.keytab
curl -s -H "Authorization: Bearer {{macaroon}}" https://dcache.stint.example.org:2880/data/ska/ -X PROPFIND -H "Depth: 1"
curl -s -u jvandijk --cert /tmp/x509up_u5012 -X POST -H 'Content-Type: application/macaroon-request' -d '{"caveats": ["activity:DOWNLOAD,LIST"], "validity": "PT12H"}' https://dcache.stint.example.org:2880/data/ska/
rucio whoami
rucio list-rules --account root | head
globus-connect-server endpoint show
sha256sum /etc/globus/deployment-key.json
systemctl restart nfs-ganesha
