# ~/.bashrc — Ximena Quispe (Andean ancient DNA)
module load Nextflow/24.10.2 Java/17 Singularity/4.1
export NXF_SINGULARITY_CACHEDIR=/projects/andean-adna/containers
export NXF_OPTS='-Xms1g -Xmx4g'
export NCBI_API_KEY={{ncbi}}
export TOWER_ACCESS_TOKEN={{seqera}}
export TOWER_WORKSPACE_ID=281964027163415
export WEBIN_USER=Webin-61234
# export WEBIN_PASS=...   (read it from pass: pass show ena/webin)
