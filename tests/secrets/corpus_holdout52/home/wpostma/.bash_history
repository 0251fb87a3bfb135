sacctmgr show cluster
sacctmgr add account knf-rijn Description="rijn flood" Organization=hydrology
scontrol token username=svc-board lifespan=86400
sudo -u slurm slurmdbd -D -vvv
mysql -u root -p'{{password:mysql-root-password}}' -e "SHOW DATABASES"
xdmod-shredder -v -r kingfisher -f slurm -i /var/log/slurm/sacct-20250303.log
xdmod-ingestor
/opt/ood/ood-portal-generator/sbin/update_ood_portal
ansible-playbook -i inventory site.yml --vault-password-file ~/.vault-pass
coldfront slurm_check --sync
