sacctmgr show assoc format=account,user,grptresmins tree
sacctmgr add account glac-ice Description="ice-flow" Organization=geo
mysql -u slurm -p{{password:slurmdbd-db-password}} -h acctdb.eider.example.edu slurm_acct_db -e 'select count(*) from eider_job_table'
mysql --defaults-file=~/.my.cnf slurm_acct_db
scontrol token username=svc_xdmod lifespan=2592000
export SLURM_JWT={{slurm_jwt_service:slurm-jwt}}
curl -s -H "X-SLURM-USER-NAME: svc_xdmod" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" http://slurmrestd.eider.example.edu:6820/slurmdb/v0.0.41/associations
xdmod-shredder -r eider -f slurm -i /var/log/slurm/sacct-2026-11-29.log
xdmod-ingestor
stripe listen --forward-to localhost:4242/webhook --api-key {{stripe_restricted}}
stripe login
/opt/keycloak/bin/kcadm.sh config credentials --server https://sso.eider.example.edu --realm master --user admin --password {{password14:keycloak-admin-password}}
/opt/keycloak/bin/kcadm.sh get clients -r eider -q clientId=ondemand --fields id,secret
