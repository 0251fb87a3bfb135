pcluster create-cluster --cluster-name tc-burst --cluster-configuration cluster-config.yaml
pcluster describe-cluster -n tc-burst
aws sts assume-role --role-arn arn:aws:iam::418273645012:role/TreecreeperBurstAdmin --role-session-name jberg
aws configure set aws_secret_access_key {{aws_secret}} --profile pcluster-admin
az login --service-principal -u 3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9 -p {{azure_client_secret}} --tenant 8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968
gcloud auth activate-service-account --key-file=projects/treecreeper-ops/burst/gcp/tc-burst-sa.json
openstack --os-cloud pouta server list
openstack application credential create --secret '{{openstack_appcred:openstack-application-credential-secret}}' burst-tf
terraform plan -var-file=terraform.tfvars
ssh-keygen -lf ~/.ssh/treecreeper-burst.pem
