# wkamau
module load nextflow/24.10 apptainer/1.3 R/4.4
export NCBI_API_KEY={{ncbi}}
export TOWER_ACCESS_TOKEN={{seqera}}
export TOWER_WORKSPACE_ID=140863251230711
export MGRAST_WEBKEY={{alnum25:mgrast-webkey}}
export NXF_SINGULARITY_CACHEDIR=/scratch/wkamau/singularity
