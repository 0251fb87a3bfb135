pcluster version
pcluster create-cluster --cluster-name whimbrel-burst --cluster-configuration ~/whimbrel-ops/cloud-burst/pcluster/cluster-config.yaml --dryrun true
pcluster describe-cluster -n whimbrel-burst | jq .clusterStatus
aws secretsmanager get-secret-value --secret-id whimbrel/slurmdbd --profile whimbrel-burst --query SecretString --output text
cyclecloud initialize --batch --url=https://cyclecloud.whimbrel.example.edu --verify-ssl=true --username=fnasser --password='{{password:cyclecloud-password}}'
cyclecloud show_cluster whimbrel-nd
az login --service-principal -u 6d2f8b1a-4c3e-4f90-a7b1-2e5c9d0f8a36 -p {{azure_secret:azure-client-secret}} --tenant 0e4a7c19-3b2d-4f6e-9a81-c5d7e2f0b4a3
az storage blob list --account-name whimbrelcclocker --container-name cyclecloud --account-key {{azure_key:azure-storage-key}} -o table
openstack --os-cloud burst server list
scw init access-key=$SCW_ACCESS_KEY secret-key={{uuid:scaleway-secret-key}} organization-id=9c8e1d2f-4a3b-4e5c-8d7f-0a1b2c3d4e5f send-telemetry=false
exo compute instance list
hcloud context create whimbrel-burst
hcloud server list -l role=slurm-burst
terraform -chdir=~/whimbrel-ops/cloud-burst/terraform plan -var-file=burst.tfvars
