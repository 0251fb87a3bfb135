# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export NXF_SINGULARITY_CACHEDIR=/proj/dia-proteomics/singularity
export NXF_OPTS='-Xms1g -Xmx4g'
export TOWER_ACCESS_TOKEN="{{seqera}}"
export TOWER_WORKSPACE_ID=138659136604200
export NCBI_API_KEY=$(cat ~/.ncbi_key)
alias nfl='nextflow log | tail'
