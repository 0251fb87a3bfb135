# Henrik Solberg -- ancient pathogen genomics (Yersinia pestis, Mycobacterium leprae)
module load nextflow/24.10.2 java/17 samtools/1.21
export NXF_SINGULARITY_CACHEDIR=/projects/adna-plague/singularity
export NXF_OPTS='-Xms1g -Xmx4g'
export ENA_WEBIN=Webin-61234
export NCBI_API_KEY={{ncbi:ncbi-api-key}}
# EGA: credentials live in ~/.ega/credentials.json (pyega3 -cf)
export TOWER_WORKSPACE_ID=40213857126631
