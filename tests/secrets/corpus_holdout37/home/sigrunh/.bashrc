# ~/.bashrc — Sigrún, neuromorphic group
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.11 gcc/13.2
export SPINNAKER_MACHINE=spinn-5.oystercatcher.example.org
export SPALLOC_SERVER=spalloc.oystercatcher.example.org
export SPALLOC_USER=sigrunh
# NMPI (EBRAINS neuromorphic job queue) wants a bearer token; this one is good for a week
export EBRAINS_TOKEN={{jwt:ebrains-access-token}}
export HF_HOME=/scratch/sigrunh/hf
export HF_TOKEN={{hf}}
# the old one, revoked 2024-11: hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
export LAVA_LOG=warning
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
