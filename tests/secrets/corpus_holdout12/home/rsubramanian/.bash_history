cd /proj/dia-proteomics
module load java/17 nextflow/24.10
export TOWER_ACCESS_TOKEN={{seqera}}
export TOWER_WORKSPACE_ID=138659136604200
nextflow run nf-core/quantms -r 1.3.0 -profile singularity,fulmar -params-file conf/params.yaml -with-tower
nextflow secrets set PRIDE_PASSWORD '{{password:pride-password}}'
nextflow secrets list
docker login -u rsubram --password {{dockerhub}}
docker login -u rsubram --password-stdin < ~/.docker/pat
aws configure set aws_access_key_id {{aws_key_id}}
aws configure set aws_secret_access_key {{aws_secret}}
aws batch describe-job-queues --region eu-west-1
java -jar px-submission-tool.jar -u r.subramanian@fulmar.example.edu -p {{password14:pride-password}} -s submission.px
java -jar px-submission-tool.jar -u r.subramanian@fulmar.example.edu -p "$PRIDE_PASSWORD" -s submission.px
git log -1 --format=%H
