# ~/.bashrc — Hemi Walker (cloud bursting and billing)
export AWS_PROFILE=default
export AWS_REGION=ap-southeast-2
export TFE_TOKEN={{terraform_cloud}}
export TF_CLOUD_ORGANIZATION=bittern-hpc
export INFRACOST_API_KEY=${INFRACOST_API_KEY:-ico-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx}
export ARM_SUBSCRIPTION_ID=6d2f8a0c-4e1b-4a7d-9c3e-5f8b1d2a7e90
export VAULT_ADDR=https://vault.bittern.example.edu:8200
alias pc='pcluster'
