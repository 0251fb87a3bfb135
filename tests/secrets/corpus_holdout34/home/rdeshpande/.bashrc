# rdeshpande — desert locust and fall armyworm population genomics
module load bcftools/1.20 angsd/0.940 plink/2.0 nextflow/24.10.0
export NXF_HOME=/projects/locust-genomics/.nextflow
export NCBI_API_KEY={{ncbi}}
export ENTREZ_EMAIL=rdeshpande@dotterel.example.org
export BIOPROJECT=PRJNA1102934      # public accession
export GBIF_USER=rdeshpande
export GBIF_EMAIL=rdeshpande@dotterel.example.org
# GBIF_PWD comes from `pass show gbif` in R/gbif_occurrences.R
