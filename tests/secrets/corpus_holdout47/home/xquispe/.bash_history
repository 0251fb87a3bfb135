nextflow pull nf-core/eager -r 2.5.2
nextflow run nf-core/eager -r 2.5.2 -profile bittern,singularity -params-file params/batch07.json -with-tower
nextflow secrets set WEBIN_PASSWORD
curl -u Webin-61234:{{password:ena-webin-password}} -F "SUBMISSION=@submission.xml" -F "SAMPLE=@samples_batch07.xml" "https://wwwdev.ebi.ac.uk/ena/submit/drop-box/submit/"
md5sum fastq/*.fastq.gz > fastq/md5.txt
lftp -u Webin-61234 webin2.ebi.ac.uk -e "mirror -R fastq/ batch07/; bye"
bs auth --api-server https://api.basespace.illumina.com --scopes "BROWSE GLOBAL,READ GLOBAL,CREATE GLOBAL"
bs list runs
bs download run -i 284719334 -o /projects/andean-adna/raw/NS500-0912
ossutil cp -r oss://ngs-delivery-ap/X202SC25010877-Z01-F001/ /projects/andean-adna/raw/novogene/ -c ~/.ossutilconfig
multiqc results/ -o results/multiqc
