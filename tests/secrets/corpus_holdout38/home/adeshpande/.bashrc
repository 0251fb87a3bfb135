# ~/.bashrc (adeshpande)
[ -f /etc/bashrc ] && . /etc/bashrc
export LANG=en_IN.UTF-8
export HF_HOME=/scratch/adeshpande/hf
export OPENAI_API_KEY={{openai}}
# export OPENAI_API_KEY=sk-proj-...REDACTED   (old project key, deleted 2024-02)
export TRANSFORMERS_OFFLINE=0
alias gretil='cd /projects/pali-nlp/data/gretil'
