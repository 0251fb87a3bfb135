lmutil lmstat -a -c 27000@lic01.jacana.example.org | head -40
lmutil lmdiag -c /opt/lmadmin/conf/license.dat MATLAB
rlmutil rlmstat -a -c 5053@lic01.jacana.example.org
sacctmgr show resource withclusters
mysql -u slurm -p'{{password:slurmdbd-storage-password}}' -h mariadb01.jacana.example.org slurm_acct_db -e 'show tables'
echo '{{munge_b64}}' | base64 -d > /etc/munge/munge.key
chown munge: /etc/munge/munge.key && chmod 400 /etc/munge/munge.key
scontrol show lic
/apps/matlab/R2024b/bin/activate_matlab.sh -isSilent true -activateCommand activateOffline -licenseFile /tmp/license.lic
