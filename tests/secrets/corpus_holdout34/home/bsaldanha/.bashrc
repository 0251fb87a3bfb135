# ~/.bashrc — bsaldanha (urine metabolomics, LC-MS)
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.11 R/4.4.1 openms/3.1.0
export PATH=$HOME/.local/bin:$HOME/opt/msdial/bin:$PATH
export MZMINE_TMP=/scratch/$USER/mzmine
# MetaboLights submission token (profile page → API token), for mtbls-cli and the uploads
export METABOLIGHTS_API_TOKEN={{uuid:metabolights-api-token}}
export MTBLS_STUDY=MTBLS9214          # our study accession, public once released
export PUBCHEM_EMAIL=bsaldanha@dotterel.example.org
export HMDB_VERSION=5.0
alias sq='squeue -u $USER -o "%.18i %.9P %.30j %.8T %.10M %R"'
alias mzgo='cd /projects/urine-metabolomics && git status -sb'
