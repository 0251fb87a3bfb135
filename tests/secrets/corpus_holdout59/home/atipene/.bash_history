cd /nesi/project/moa-adna
pyega3 -cf ~/.ega/credential_file files EGAD50000000512
pyega3 -cf ~/.ega/credential_file -c 8 fetch EGAF50000123457 --output-dir raw/ega
md5sum -c delivery/md5sums.txt
lftp -u LNT-2025-117,{{password:sequencing-sftp-password}} sftp://sftp.genomics-provider.example.com
nextflow secrets set EGA_PASSWORD '{{password:ega-password}}'
nextflow secrets list
nextflow run nf-core/eager -r 2.5.2 -profile linnet,apptainer --input eager/samplesheet.tsv --fasta ref/moa_mt.fasta -c eager/linnet.config -resume
apptainer remote login --tokenfile ~/.sylabs-token SylabsCloud
apptainer pull library://atipene/adna/mapdamage:2.2.2
samtools view -c -q 25 results/deduplication/MOA017.dedup.bam
