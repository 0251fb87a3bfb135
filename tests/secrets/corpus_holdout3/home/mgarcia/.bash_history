gcloud auth application-default login --no-launch-browser
gcloud config set project terra-partner-wgs
gsutil -u terra-partner-wgs ls gs://fc-secure-7b2e9d1c-4a3f-4e8b-9c6d-1f0e2d3c4b5a/
dx login --token {{alnum32:dnanexus-api-token}} --noprojects
dx select project-GZx8q3j0Bf9kPq1Y4vZ2mK7Q
dx upload --brief -r /projects/partner-wgs/inputs/
sb configure
bs auth --api-server https://api.euc1.sh.basespace.illumina.com
bs download project -i 412233019 -o /scratch/mgarcia/fastq
synapse login -p {{jwt:synapse-personal-access-token}}
nextflow run nf-core/sarek -r 3.5.1 -profile puffin -params-file params.yaml -with-tower
md5sum -c /projects/partner-wgs/qc/fastq.md5
aws sso login --profile partner-sso
