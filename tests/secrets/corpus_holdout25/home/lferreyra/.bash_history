sacctmgr show assoc tree format=account,user,grptresmins
sacctmgr modify account arahimi_pothole set GrpTRESMins=gres/gpu=600000
sreport cluster AccountUtilizationByUser start=2026-11-01 end=2026-12-01 -t hours
scontrol token username=svc_coldfront lifespan=7776000
curl -s -H "X-SLURM-USER-NAME: svc_coldfront" -H "X-SLURM-USER-TOKEN: {{slurm_jwt_service:slurm-jwt}}" https://slurmrestd.knot.example.edu/slurmdb/v0.0.41/accounts
mysql -u root -p'{{password:mariadb-root-password}}' -e "show processlist" slurm_acct_db
xdmod-shredder -r knot -f slurm -i /var/log/slurm/sacct-2026-11.log
xdmod-ingestor
sudo -u coldfront coldfront allocation_report --month 2026-11
git -C /srv/coldfront log -1 --format=%H
