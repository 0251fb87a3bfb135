aws configure set aws_access_key_id {{aws_key_id}} --profile biocore
aws configure set aws_secret_access_key {{aws_secret}} --profile biocore
aws s3 ls s3://biocore-runs/2024/ --profile biocore
iinit <<< '{{password:irods-password}}'
ils -l /biocoreZone/home/pnavarro/runs
sshpass -p '{{password:ssh-password}}' rsync -av novaseq@seq-nas01.biocore.example.edu:/runs/240311_A01234_0456_BHXXXXDSX7/ /project/biocore/runs/240311_A01234_0456_BHXXXXDSX7/
nextflow secrets set NCBI_API_KEY {{ncbi}}
nextflow secrets list
export TOWER_ACCESS_TOKEN=$(pass show seqera/tower)
tw launch nf-core/rnaseq --params-file params.yaml --workspace biocore/production --revision 3.14.0
nextflow run nf-core/rnaseq -r 3.14.0 -profile singularity,tern -resume -c pipelines/rnaseq/nextflow.config
md5sum -c /project/biocore/reference/GRCh38.md5
bs list projects --filter-term=240311
pyega3 -cf ~/ega/credential_file.json -c 8 fetch EGAD00001001234
git -C pipelines log -1 --format=%H
