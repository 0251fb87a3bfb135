nextflow run nf-core/eager -r 2.5.1 -profile sanderling,singularity --input samples.tsv --fasta GCF_000009065.1.fna
java -jar webin-cli-8.1.0.jar -context reads -userName Webin-61234 -password '{{password:ena-webin-password}}' -manifest manifests/VAR012.txt -submit
pyega3 -cf ~/.ega/credentials.json files EGAD00001009876
pyega3 -cf ~/.ega/credentials.json fetch EGAF00005551234 --output-dir /scratch/adna/ega
export TOWER_ACCESS_TOKEN={{seqera:seqera-token}}
tw runs list -w sanderling/adna
samtools view -c -q 30 VAR012.dedup.bam
mapDamage -i VAR012.dedup.bam -r GCF_000009065.1.fna --merge-reference-sequences
git push origin main
gh auth status
sha256sum VAR012_R1.fastq.gz
