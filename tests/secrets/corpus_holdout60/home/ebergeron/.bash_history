source ~/bunting-openrc.sh
openstack token issue -f value -c id
curl -s -H "X-Auth-Token: {{keystone_fernet_token:openstack-auth-token}}" https://nova.cloud.bunting.example.ca:8774/v2.1/servers/detail | jq '.servers | length'
openstack ec2 credentials create --project bunting-ops
aws configure set aws_access_key_id {{hex32:openstack-ec2-access-key}} --profile rgw
aws configure set aws_secret_access_key "$(openstack ec2 credentials show -f value -c secret 4b7e0d2a9c1f46e8b3d5a7c9e1f0b2d4)" --profile rgw
swift post -m "Temp-URL-Key:{{hex32:swift-temp-url-key}}"
swift tempurl GET 86400 /v1/AUTH_0a4d7e1b3c6f49a2b8e5d0c3f6a9b2e5/invoices/2025-09.pdf "$TEMP_URL_KEY"
openstack --os-cloud ovh-bhs server list
python3 -c "import ovh; print(ovh.Client(config_file='projects/bunting-ops/cloud/ovh/ovh.conf').get('/me')['nichandle'])"
xdmod-shredder -r bunting -f slurm -i /var/log/slurm/sacct-2025-10.log
xdmod-ingestor
coldfront allocations_report --since 2025-10-01
openstack --os-cloud bunting --os-password '{{password:openstack-password}}' project list
coldfront createsuperuser --username cf-admin --email rc-help@bunting.example.ca
# cf-admin password set to {{password:coldfront-admin-password}} (moved to vault? not yet)
