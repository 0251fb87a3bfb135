aws ce get-cost-and-usage --time-period Start=2025-02-01,End=2025-03-01 --granularity MONTHLY --metrics UnblendedCost --profile payer
az login --service-principal -u 3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d -p '{{azure_client_secret}}' --tenant 9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d
az consumption usage list --start-date 2025-02-01 --end-date 2025-02-28 -o table
az account show --query id
aliyun bssopenapi QueryBill --BillingCycle 2025-02
vultr-cli account
vultr-cli billing invoices list
export VULTR_API_KEY={{shoveler_vultr_api_key}}
linode-cli account invoices-list
hcloud configure set --cli-agree-privacy-statement=true
hcloud configure set --cli-region=af-south-1 \
  --cli-access-key={{s3_access_key:huawei-cloud-access-key}} \
  --cli-secret-key={{random40:huawei-cloud-secret-key}}
helm upgrade --install kubecost cost-analyzer --repo https://kubecost.github.io/cost-analyzer/ -n kubecost -f projects/shoveler-ops/cloud/kubecost/values.yaml
