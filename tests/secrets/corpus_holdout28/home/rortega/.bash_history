sudo -i
sacctmgr show assoc where account=seabird-gps format=account,user,grptres
scontrol token lifespan=7200
export SLURM_JWT={{slurm_jwt:slurm-jwt}}
curl -s -H "X-SLURM-USER-NAME: rortega" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" http://curlew-ctl01:6820/slurm/v0.0.41/jobs | jq '.jobs | length'
mysqldump -u root -p'{{password:mysql-root-password}}' --single-transaction slurm_acct_db | zstd > /backup/slurm_acct_db_$(date +%F).sql.zst
xdmod-shredder -r curlew -f slurm -i /var/spool/xdmod/sacct_$(date +%F).log
xdmod-ingestor
sudo /opt/ood/ood-portal-generator/sbin/update_ood_portal
coldfront slurm_check --sync
