ceph -s
ceph osd df tree | sort -k8 -n | tail
echo -n '{{password:ceph-dashboard-password}}' > /root/dash_pw
ceph dashboard ac-user-create bpetrescu -i /root/dash_pw administrator
shred -u /root/dash_pw
weka status
weka user login admin '{{password:weka-admin-password}}'
weka fs
weka user add s3-ingest s3 --password "$(cat /root/.weka_s3pw)"
lfs df -h /lustre/scratch
lctl get_param osc.*.stats | head
mmlscluster
mmhealth cluster show
/usr/lpp/mmfs/gui/cli/mkuser storadmin -p '{{password:scale-gui-password}}' -g StorageAdmin
mmuserauth service list
beegfs-ctl --listnodes --nodetype=storage --details
ipmitool -I lanplus -H oss03-bmc.pratincole.example.org -U ADMIN -P '{{password:ipmi-password}}' chassis power status
ipmitool -I lanplus -H oss04-bmc.pratincole.example.org -U ADMIN -P "$IPMI_PW" sel list
s3cmd -c ~/.s3cfg-ceph ls
