lmxendutil -licstat -host lic1.chaffinch.example.es -port 6200
lmxendutil -licstat -vendor OASYS -host lic1 -port 6200 -network -denials
lmxendutil -hostid
systemctl restart lmx-serv
tail -f /opt/lmx/log/lmx-serv.log
lsmon lic2.chaffinch.example.es
echoid
export LSHOST=lic2.chaffinch.example.es
lmutil lmstat -a -c 27000@lic3
curl -s -u azubiri:{{password:thales-ems-portal-password}} "https://licensing.vendor-portal.example.com/ems/api/v5/entitlements?eid=$EID" -H "Accept: application/json"
scp lservrc lic2:/opt/sentinel/lservrc.new
sha1sum /opt/lmx/licenses/*.lic
