module load java/17 nextflow/24.10.2
java -jar webin-cli-8.1.0.jar -context reads -manifest submission/RZB001.manifest -username Webin-61234 -password '{{password:ena-webin-password}}' -validate
java -jar webin-cli-8.1.0.jar -context reads -manifest submission/RZB002.manifest -username Webin-61234 -passwordEnv WEBIN_PASSWORD -submit
pyega3 -cf ~/.ega/credentials.json files EGAD00001009876
pyega3 -cf ~/.ega/credentials.json fetch EGAF00007543210 --output-dir /scratch/shalvorsen/ega
bs auth --api-server https://api.basespace.illumina.com --force
bs list runs
bs download run -i 312456789 -o /scratch/shalvorsen/runs/NS2207
export NCBI_API_KEY={{ncbi}}
esearch -db sra -query "ancient[All Fields] AND Norway" | efetch -format runinfo > sra_runs.csv
aws s3 sync s3://razorbill-adna-archive/raw/ /scratch/shalvorsen/raw --profile adna-archive
nextflow run nf-core/eager -r 2.5.2 -profile razorbill -params-file params.yaml -with-tower
md5sum raw/*.fastq.gz > raw/MD5SUMS
