cellranger count --id=S1_lung --transcriptome=/ref/refdata-gex-GRCh38-2024-A --fastqs=fastq/S1 --sample=S1 --create-bam=false --localcores=32
md5sum fastq/S1/*.fastq.gz > fastq/S1/MD5SUMS
txg fastqs upload --access-token {{b64url64:tenx-cloud-access-token}} --project-id 6a4f2c1e-8b3d-4e7a-9c2f-1d0e5b7a3c98 fastq/S1
lftp -u geoftp,{{alnum16:geo-ftp-password}} ftp-private.ncbi.nlm.nih.gov
cd uploads/mei-ling.chua_Xk3qPz
mirror -R submission_GSE2xxxxx
jupyter server list
aws --profile seqcore s3 ls s3://nightjar-seqcore-delivery/2026-01/
