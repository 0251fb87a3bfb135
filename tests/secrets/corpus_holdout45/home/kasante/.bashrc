# ~/.bashrc — Kofi Asante (wastewater genomics)
[ -f /etc/bashrc ] && . /etc/bashrc
module load nextflow/24.10.0 apptainer/1.3.4 java/17
export NXF_SINGULARITY_CACHEDIR=/projects/ww-variants/sif
export NCBI_API_KEY={{ncbi}}
export TOWER_ACCESS_TOKEN=$(cat ~/.config/seqera/token)
export TOWER_WORKSPACE_ID=148920334561722
export GISAID_USER=kasante
