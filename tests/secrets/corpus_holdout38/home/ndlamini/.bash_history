bs auth --api-server https://api.basespace.illumina.com --force
bs list runs --filter-term=VH00417 -F Id -F ExperimentName
bs download run -i 274031758 -o /scratch/ndlamini/runs/240502_VH00417_88_AAFJ5KTM5
bcl-convert --bcl-input-directory /scratch/ndlamini/runs/240502_VH00417_88_AAFJ5KTM5 --output-directory fastq --sample-sheet SampleSheet.csv
nextflow run main.nf -profile slurm -c pipeline/nextflow.config -resume 61c4e8a2-9f3b-4d7e-a1c5-0b8d2f6e4a93
nextflow secrets set REDCAP_API_TOKEN
esearch -db sra -query "PRJNA1087654" | efetch -format runinfo | cut -d, -f1 | head
freyja update --outdir /projects/ww-surveil/db/freyja
md5sum fastq/*.fastq.gz > fastq.md5
