ssh truenas01.pipit.example.at
midclt call api_key.create '{"name":"snapshot-report","username":"svc-report"}'
curl -sk -H "Authorization: Bearer $TN_KEY" https://truenas01.pipit.example.at/api/v2.0/pool/dataset?limit=5
curl -sk -H "Authorization: Bearer $TN_KEY" https://truenas02.pipit.example.at/api/v2.0/system/info
curl -sk "https://nas-dh.pipit.example.at:5001/webapi/entry.cgi?api=SYNO.API.Auth&version=6&method=login&account=svc-backup&passwd={{password_url:synology-dsm-password}}&session=FileStation&format=sid"
curl -sk "https://nas-dh.pipit.example.at:5001/webapi/entry.cgi?api=SYNO.FileStation.List&version=2&method=list_share&_sid={{b64url43:synology-session-id}}"
ssh admin@ontap-cl1 "security login show -user-or-group-name report"
ipmitool -I lanplus -H bmc-stor03 -U ADMIN -P '{{password:ipmi-password}}' chassis power status
beegfs-ctl --listnodes --nodetype=storage
md5sum /etc/beegfs/connauthfile
