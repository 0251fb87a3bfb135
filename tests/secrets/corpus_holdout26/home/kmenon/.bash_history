str2str -in ntrip://dunlin_iono:{{password_url:ntrip-password}}@ntrip.dunlin-gnss.example.edu:2101/DUNL00GBR0 -out file://raw/DUNL_%Y%m%d%h.rtcm3::S=1
str2str -in ntrip://kmenon@dunlin.example.edu:none@rtk2go.com:2101/CAMBRIDGE -out tcpsvr://:5000
convbin -r rtcm3 raw/DUNL_20261130.rtcm3 -o out/DUNL3340.26o
curl -c /tmp/cookies -b /tmp/cookies -n -L -O https://cddis.nasa.gov/archive/gnss/data/daily/2026/334/26o/DUNL3340.26o.gz
gfzrnx -finp DUNL3340.26o -fout DUNL3340_30s.26o -smp 30
export PP_CLIENT_ID=7c1e3f9a-2b4d-4c6e-8f0a-1b2c3d4e5f6a
mosquitto_sub -h pp.services.u-blox.com -p 8883 --cafile AmazonRootCA1.pem --cert pointperfect/device-cert.pem --key pointperfect/device-key.pem -i $PP_CLIENT_ID -t /pp/ip/eu
curl -u admin:{{password:septentrio-password}} http://polarx5-roof.gnss.dunlin.example.edu/cgi-bin/status.cgi
ansible-playbook -i receivers/inventory.ini ansible/polarx.yml --ask-vault-pass
git log -1 --format=%H
