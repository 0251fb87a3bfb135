sudo -i
dsmadmc -id=admin -password={{password:spectrum-protect-admin-password}} -dataonly=yes "q stg"
dsmadmc -id=admin -password=$(cat /root/.tsmadm) -displaymode=table "q libvol LTO9LIB"
dsmadmc -id=glachance "q act begint=-01:00 search=ANR8468I"
dsmc q sess
dsmc set password "$OLD_NODE_PW" {{password:spectrum-protect-node-password}}
dsmc incr /project -subdir=yes
stenc -f /dev/nst0 --detail
stenc -f /dev/nst0 -e on -k /root/lto/keys/2025q4.key -a 1 --ckod
mtx -f /dev/sg5 status | head -20
bconsole
echo "status dir" | bconsole -c /etc/bacula/bconsole.conf
systemctl restart bacula-fd
curl -s -u monitor:{{password:spectrum-protect-oc-password}} -H "OC-API-Version: 1.0" https://oc.bunting.example.ca:11090/oc/api/servers | jq .
