pcluster create-cluster --cluster-name burst-p5 --cluster-configuration cluster-config.yaml
pcluster describe-cluster --cluster-name burst-p5 | jq .clusterStatus
aws sts get-caller-identity
az login --service-principal -u 3c8f1e2a-7b4d-4c9e-a5f1-0d2e6b8c4a17 -p {{azure_client_secret}} --tenant 9a7e5c3b-1d2f-4e6a-8b0c-2d4f6a8c0e1b
cyclecloud initialize --batch --url=https://cyclecloud.bittern.example.edu --verify-ssl=true --username=hwalker --password="$CC_PASS"
cyclecloud import_template slurm-bittern -f slurm-bittern.txt --force
gcloud auth activate-service-account --key-file=keys/ghpc-deployer.json
./gcluster deploy hpc-slurm-burst.yaml --auto-approve
openstack --os-cloud nectar server list
terraform -chdir=burst/azure plan -var-file=burst.auto.tfvars
infracost breakdown --path burst/azure
vault login -method=oidc
