module load cellranger/9.0.1
cellranger count --id=AW017_L1 --transcriptome=/appl/data/10x/refdata-gex-GRCh38-2024-A --fastqs=/scratch/project_2007751/fastq/AW017 --sample=AW017 --create-bam=false --localcores=32 --localmem=120
md5sum /appl/data/10x/refdata-gex-GRCh38-2024-A.tar.gz
ls outs/
python scripts/qc_scanpy.py --in outs/filtered_feature_bc_matrix.h5 --out h5ad/AW017.h5ad
# ENA submission of the raw reads
java -jar ~/bin/webin-cli-8.1.0.jar -context reads -manifest metadata/AW017.manifest -username Webin-64213 -password '{{password:ena-webin-password}}' -submit
java -jar ~/bin/webin-cli-8.1.0.jar -context reads -manifest metadata/AW018.manifest -userName Webin-64213 -passwordFile ~/.webin_pw -validate
# GEO processed files
lftp -u geoftp,'{{password:geo-ftp-password}}' ftp-private.ncbi.nlm.nih.gov
lftp -u geoftp ftp-private.ncbi.nlm.nih.gov
# CELLxGENE curation api: key -> access token
curl -s -X POST -H "x-api-key: {{b64url43:cellxgene-curation-api-key}}" https://api.cellxgene.cziscience.com/curation/v1/auth/token | jq -r .access_token > /tmp/cxg_tok
curl -s -H "Authorization: Bearer $(cat /tmp/cxg_tok)" https://api.cellxgene.cziscience.com/curation/v1/collections/4f0a6e4c-3b9d-4e62-9d1a-2f7c1b8e5a03
synapse get -r syn51720164 --downloadLocation /scratch/project_2007751/htan
aws --profile rgw --endpoint-url https://s3.siskin.example.fi s3 ls s3://airway-atlas-raw/
git -C ~/airway-atlas log -1 --format=%H
