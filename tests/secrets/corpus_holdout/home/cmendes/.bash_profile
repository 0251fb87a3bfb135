# .bash_profile
[ -f ~/.bashrc ] && . ~/.bashrc

export PATH=$HOME/tools/sratoolkit.3.1.1/bin:$HOME/.aspera/connect/bin:$PATH
export NXF_HOME=/project/popgen/.nextflow
export NXF_SINGULARITY_CACHEDIR=/project/popgen/containers
export NCBI_API_KEY={{ncbi:ncbi-api-key}}
export ASPERA_SCP_PASS='{{password:aspera-password}}'
export ENTREZ_EMAIL=c.mendes@uni.example.edu
