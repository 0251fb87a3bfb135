bs auth --api-server https://api.euc1.sh.basespace.illumina.com
bs list projects
bs download project -i 418233601 -o /scratch/aoyelaran/idats
dx login --token {{alnum32:dnanexus-token}} --noprojects
dx select project-GZ4b8Qj0Jv9kX2yP6q3F1vBb
dx download "project-GZ4b8Qj0Jv9kX2yP6q3F1vBb:/Bulk/Methylation/*.idat"
pyega3 -cf ~/ega/credentials.json fetch EGAD00010001950
synapse get syn51234567
sb --profile cavatica projects list
export AWS_ACCESS_KEY_ID={{aws_key_id}}
export AWS_SECRET_ACCESS_KEY={{aws_secret}}
aws s3 sync /scratch/aoyelaran/betas s3://godwit-methylation/betas/
