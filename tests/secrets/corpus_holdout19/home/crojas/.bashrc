# .bashrc of crojas
[ -f /etc/bashrc ] && . /etc/bashrc
module load nextflow/24.10.2 apptainer
export NXF_SINGULARITY_CACHEDIR=/project/edna-invasives/.sif
export NCBI_API_KEY={{ncbi:ncbi-api-key}}
export TOWER_ACCESS_TOKEN={{seqera:seqera-token}}
export TOWER_WORKSPACE_ID=40196622788431
alias sq='squeue -u crojas'
