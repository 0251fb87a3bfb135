sudo -i
systemctl status xrootd@clustered cmsd@clustered
xrdfs xrootd.bullfinch.example.pt:1094 ls /atlaslocalgroupdisk
xrdsssadmin -k t2-redirector -u xrootd -g xrootd add /etc/xrootd/sss.keytab
xrdsssadmin list /etc/xrootd/sss.keytab
scitokens-admin-create-key --create-keys --pem-private > /etc/xrootd/issuer/issuer-private.pem
scitokens-admin-create-key --private-keyfile /etc/xrootd/issuer/issuer-private.pem --jwks-public > issuer-public.jwks
rucio-admin account add --type SERVICE svc_t2
rucio-admin identity add --account svc_t2 --type USERPASS --id svc_t2 --email t2-admins@bullfinch.example.pt --password {{password:rucio-identity-password}}
rucio-admin rse add BULLFINCH-T3_LOCALGROUPDISK
rucio-admin rse set-attribute --rse BULLFINCH-T3_LOCALGROUPDISK --key fts --value https://fts3.bullfinch.example.pt:8446
curl -s -H "X-Rucio-Account: svc_t2" -H "X-Rucio-Username: svc_t2" -H "X-Rucio-Password: {{password:rucio-identity-password}}" https://rucio-auth.bullfinch.example.pt/auth/userpass -D -
rucio rule-info 104878cf4f88774139ec9a05686940ea
rucio update-rule --stuck 104878cf4f88774139ec9a05686940ea
mysql -h mysql-fts.bullfinch.example.pt -u fts3 -p'{{password:fts3-db-password}}' fts3 -e "select job_id, job_state from t_job order by submit_time desc limit 20"
fts-rest-whoami -s https://fts3.bullfinch.example.pt:8446
fts-rest-delegate -s https://fts3.bullfinch.example.pt:8446 --hours 48
journalctl -u fts-server --since today | grep -i error
sha1sum /etc/xrootd/scitokens.cfg
git -C /etc/rucio-deploy log -1 --format=%H
