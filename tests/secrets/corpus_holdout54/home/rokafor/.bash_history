nextflow secrets set NCBI_API_KEY {{ncbi}}
nextflow run nf-core/bactmap -r 1.0.0 -profile singularity -c conf/nuthatch.config --input samplesheet.csv -with-tower
export TOWER_ACCESS_TOKEN={{seqera}}
tw runs list --workspace=nuthatch/tb-amr
tw launch --workspace=nuthatch/tb-amr --params-file params.yaml tbprofiler-pipe
esearch -db sra -query "PRJEB31443[BioProject]" -api_key {{ncbi}} | efetch -format runinfo > runinfo.csv
parsec init --url https://usegalaxy.eu --api_key {{hex32:galaxy-api-key}}
gcloud auth print-access-token
curl -H "Authorization: Bearer {{google_access}}" "https://api.firecloud.org/api/workspaces/nuthatch-tb/tb-amr-terra"
gsutil -u nuthatch-tb ls gs://fc-3c2b1a09-8e7d-4f6c-b5a4-93827160fedc/
md5sum results/variants/*.vcf.gz > results/variants/md5.txt
