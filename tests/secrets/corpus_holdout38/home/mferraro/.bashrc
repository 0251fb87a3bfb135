# ~/.bashrc (mferraro)
[ -f /etc/bashrc ] && . /etc/bashrc
module load nest/3.7 python/3.11
export DANDI_API_KEY={{hex40:dandi-api-key}}
export BRIAN2_CACHE=/scratch/mferraro/brian_cache
export NEST_SERVER_HOST=0.0.0.0
alias sn='cd /projects/snn-cortex'
