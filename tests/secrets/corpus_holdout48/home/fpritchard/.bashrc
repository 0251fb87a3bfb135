# ~/.bashrc — fpritchard (Shrike)
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.11 cuda/12.4

export PATH="$HOME/.local/bin:$PATH"
export HF_HOME=/scratch/fpritchard/hf
# TheyWorkForYou (the key from theyworkforyou.com/api/key)
export TWFY_API_KEY={{alnum24:theyworkforyou-api-key}}
# DeepL for the Slovene/Croatian ParlaMint speeches
export DEEPL_AUTH_KEY={{deepl}}
# the DeepL example key from their docs, kept to compare: 279a2e9d-83b3-c416-7e2d-f721593e42a0:fx
export OPENAI_API_KEY="${OPENAI_API_KEY:-}"
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
