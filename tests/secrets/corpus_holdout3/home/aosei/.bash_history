ipmitool -I lanplus -H 10.10.1.12 -U ADMIN -P '{{password:ipmi-password}}' sel list
racadm -r 10.10.3.4 -u root -p calvin getsysinfo
curl -sk -u root:{{password_url:redfish-password}} https://10.10.1.12/redfish/v1/Systems/1
ldapsearch -x -H ldaps://ipa1.puffin.example.ac.uk -D "cn=Directory Manager" -w '{{password:freeipa-directory-manager-password}}' -b cn=users,cn=accounts,dc=puffin,dc=example,dc=ac,dc=uk uid=bnair
curl -s -H "Authorization: Bearer {{grafana:grafana-service-account-token}}" https://grafana.puffin.example.ac.uk/api/search?query=slurm
curl -sk -H 'Authorization: PVEAPIToken=monitor@pve!prometheus={{uuid:proxmox-api-token}}' https://pve1.puffin.example.ac.uk:8006/api2/json/nodes
RESTIC_PASSWORD='{{password:restic-password}}' restic -r s3:https://s3.puffin.example.ac.uk/rc-backups snapshots --latest 3
export BORG_PASSPHRASE={{password:borg-passphrase}}
borg create --stats /backup/borg::grafana-{now} /var/lib/grafana
mysql -u xdmod -p modw
kubectl --kubeconfig projects/rc-infra/monitoring/k3s/kubeconfig get pods -A
openstack --os-cloud rc-services server list
sha256sum /var/lib/grafana/grafana.db
