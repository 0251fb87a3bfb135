ssh lic01
lmutil lmstat -a -c 1055@lic01.wheatear.example.ie | less
lmutil lmdiag -c /opt/flexlm/licenses/ansys.lic anshpc
rlmutil rlmstat -a -c 5053@lic02
curl -s -u prom:{{password:prometheus-basic-auth-password}} http://lic02.internal:9320/metrics | grep rlm_feature_used
mysql --defaults-file=/projects/wheatear-licences/licstats/.my.cnf -e 'select count(*) from usage'
sha1sum /opt/flexlm/licenses/ansys.lic
conjur variable set -i licence-servers/rlm/rlmauth -v 'hpcbatch:{{password:rlm-client-password}}'
systemctl status lmadmin
