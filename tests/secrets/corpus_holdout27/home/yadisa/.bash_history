cd /projects/sourdough-microbiome
bs auth --config default --api-server https://api.euc1.sh.basespace.illumina.com
bs list runs
bs download run -i 402117630 -o raw/run-402117630
java -jar ~/bin/webin-cli-8.1.1.jar -context reads -userName Webin-71234 -password '{{password:ena-webin-password}}' -manifest manifests/SD-014.txt -submit
java -jar ~/bin/webin-cli-8.1.1.jar -context reads -userName Webin-71234 -passwordEnv WEBIN_PASS -manifest manifests/SD-015.txt -validate
ascp -i ~/.aspera/aspera.openssh -QT -l100m -k1 -d raw/SD-014/ subasp@upload.ncbi.nlm.nih.gov:uploads/yadisa_lab_8Ab3Qz7F/SD-014
esearch -db sra -query PRJNA1190442 | efetch -format runinfo > runinfo.csv
export NCBI_API_KEY={{ncbi:ncbi-api-key}}
nextflow secrets set TOWER_ACCESS_TOKEN
nextflow run nf-core/mag -r 3.1.0 -profile whimbrel -params-file conf/mag.yaml
md5sum raw/SD-014/*.fastq.gz > raw/SD-014/md5.txt
rclone copy out/figures gdrive:sourdough/figures
