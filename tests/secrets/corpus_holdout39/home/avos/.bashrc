# ~/.bashrc — avos (Willet)
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.11 matlab/R2024b
export PROJ=/projects/tweezers-kinesin
export PYLAKE_CACHE=$PROJ/cache
# figshare personal token (Applications > Create personal token), for the C-trap deposit
export FIGSHARE_TOKEN={{hex128:figshare-token}}
# the figshare article id is public, fine to keep here
export FIGSHARE_ARTICLE=24718392
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias ctrap='cd $PROJ/analysis'
# old token, revoked 2025-03 (figshare shows it greyed out):
# export FIGSHARE_TOKEN=3f2a...REVOKED
