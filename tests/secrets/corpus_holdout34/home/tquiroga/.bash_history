sudo -u slurm sacctmgr show assoc where account=bio-locust format=user,account,grptresmins
sacct -S 2026-10-01 -E 2026-11-01 -a -X -o jobid,user,account,elapsed,alloctres -P > /tmp/oct.psv
scontrol token username=xdmod lifespan=86400
export SLURM_JWT={{slurm_jwt}}
curl -s -H "X-SLURM-USER-NAME: xdmod" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" http://slurmrest01:6820/slurmdb/v0.0.41/jobs?start_time=1793491200 | jq '.jobs | length'
xdmod-shredder -r dotterel -f slurm -i /tmp/oct.psv
xdmod-ingestor
mysql -u root -p'{{password:mariadb-root-password}}' -e "SHOW PROCESSLIST" slurm_acct_db
mysqldump -u slurm -p slurm_acct_db dotterel_job_table > /backup/acct_$(date +%F).sql
systemctl status gmetad
grafana-cli admin reset-admin-password '{{password14:grafana-admin-password}}'
journalctl -u slurmrestd --since today | tail
