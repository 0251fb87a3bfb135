# ~/.bashrc — Maëlle Fournier, SOLPS-ITER edge runs on lapwing
[ -f /etc/bashrc ] && . /etc/bashrc

module load intel/2023.2 openmpi/4.1.6 netcdf-fortran/4.6.1
export SOLPSTOP=$HOME/solps-iter
export SOLPSCODE=$SOLPSTOP/modules
export DEVICE=AUG
export IMAS_VERSION=3.41.0
export AL_VERSION=5.2.1
# solps-iter pinned at the 3.0.9 tag
export SOLPS_COMMIT=5106af997c5e85b906b88f1aff368650d5af4d9a

# ITER GitLab (git.iter.org), read_api + read_repository, expires 2027-03
export ITER_GITLAB_TOKEN={{gitlab:gitlab-token}}
export CI_JOB_TOKEN=${CI_JOB_TOKEN:-}

alias b2run='cd $SOLPSTOP/runs && b2run b2mn.exe'
alias gw='ssh -J mfournier@gateway.eufus.eu login.marconi.cineca.it'
