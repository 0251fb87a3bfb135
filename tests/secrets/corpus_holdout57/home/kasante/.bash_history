bs auth --api-server https://api.basespace.illumina.com
bs list projects
bs download project -i 386149021 -o /proj/infant-gut/raw --extension=fastq.gz
export ASPERA_SCP_PASS={{password:aspera-password}}
ascp -QT -l 300m -k1 raw/*.fastq.gz asp-sra@upload.ncbi.nlm.nih.gov:uploads/kasante_redstart/IG_batch3
md5sum raw/*.fastq.gz > raw/md5.txt
qiime tools import --type 'SampleData[PairedEndSequencesWithQuality]' --input-path manifest.tsv --output-path demux.qza --input-format PairedEndFastqManifestPhred33V2
nextflow run nf-core/ampliseq -r 2.12.0 -profile redstart -resume
