# ~/.bashrc — idumitrescu
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.12 java/21
export COURTLISTENER_TOKEN={{hex40:courtlistener-api-token}}
export S2_API_KEY={{random40:semantic-scholar-api-key}}
export EURLEX_WS_USER=n00b7f3c
export HF_HOME=/scratch/idumitrescu/hf
# anthropic key lives in projects/caselaw-graph/.env now
