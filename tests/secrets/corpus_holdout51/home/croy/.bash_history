sudo systemctl restart slurmdbd
sacctmgr show cluster
scontrol token lifespan=7200 username=xdmod
export SLURM_JWT={{slurm_jwt}}
curl -s -H "X-SLURM-USER-NAME: xdmod" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" http://slurmrest01:6820/slurmdb/v0.0.41/jobs?start_time=1746057600 | jq '.jobs | length'
mysql -h mariadb01 -u slurm -p'{{password:slurmdbd-storage-password}}' slurm_acct_db -e 'select count(*) from dipper_job_table'
qmgr -c "print server"
pbsnodes -aSj
bhosts -w
badmin reconfig
xdmod-shredder -r dipper -f slurm -i /var/log/xdmod/sacct-2025-05-13.log
xdmod-ingestor
