oci iam region list --output table
oci os ns get
docker login fra.ocir.io -u 'frxk2ab7cd9e/nfarouk@redshank.example.org' -p '{{oci_auth_token}}'
docker push fra.ocir.io/frxk2ab7cd9e/redshank/slurm-burst-node:24.05.3
az login --service-principal -u 7b3e9c1a-2f4d-4e8b-9a6c-1d0e2f3a4b5c -p {{azure_client_secret}} --tenant 4c2a8e6f-1b3d-4f5a-9c7e-0d2b4f6a8c1e
az consumption usage list --start-date 2024-05-01 --end-date 2024-05-31 -o table
terraform login app.terraform.io
infracost configure set api_key {{infracost_key}}
infracost breakdown --path terraform/ --format table
aws ce get-cost-and-usage --time-period Start=2024-05-01,End=2024-06-01 --granularity MONTHLY --metrics UnblendedCost --profile billing-cur
curl -s -u {{lambda_redshank_key}}: https://cloud.lambdalabs.com/api/v1/instance-types | jq 'keys'
kubectl --kubeconfig ~/.kube/coreweave.yaml get nodes -L gpu.nvidia.com/class
gcloud billing accounts list
