# .bashrc (yadisa)
[ -f /etc/bashrc ] && . /etc/bashrc
export NXF_HOME=/scratch/yadisa/.nextflow
export NXF_SINGULARITY_CACHEDIR=/scratch/yadisa/singularity
export TOWER_ACCESS_TOKEN=<paste from cloud.seqera.io/tokens>
export NCBI_API_KEY=${NCBI_API_KEY}
export WEBIN_PASS=$(cat ~/.config/webin/pass)
