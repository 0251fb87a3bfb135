# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module load nextflow/24.10.2 apptainer
export NXF_SINGULARITY_CACHEDIR=/projects/soil-metagenomes/containers
export TOWER_ACCESS_TOKEN={{seqera}}
export TOWER_WORKSPACE_ID=274930184312094
export NCBI_API_KEY={{ncbi}}
export NXF_OPTS='-Xms1g -Xmx4g'
