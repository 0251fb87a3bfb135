sudo /opt/ood/ood-portal-generator/sbin/update_ood_portal
sudo systemctl restart httpd
scontrol token lifespan=86400
export SLURM_JWT={{pipit_scontrol_token}}
curl -s -H "X-SLURM-USER-NAME: hbauer" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" http://slurmrestd.pipit.example.at:6820/slurm/v0.0.41/diag
sudo -u slurm scontrol token username=svc_xdmod lifespan=2592000
mysql --defaults-extra-file=~/.my.cnf -h db01 modw -e 'select count(*) from jobfact'
xdmod-shredder -r pipit -f slurm -i /var/spool/xdmod/sacct-2025-03.log
xdmod-ingestor
/opt/keycloak/bin/kcadm.sh config credentials --server https://sso.pipit.example.at --realm master --user admin --password '{{password:keycloak-admin-password}}'
/opt/keycloak/bin/kcadm.sh get clients -r pipit -q clientId=ondemand --fields id,clientId
dd if=/dev/random of=/var/spool/slurm/statesave/jwt_hs256.key bs=32 count=1
sha256sum /etc/munge/munge.key
