# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
export HF_HOME=/scratch/adiallo/hf
export HF_TOKEN={{hf}}
# DeepL free account: French pivot baselines only (no Wolof support)
export DEEPL_AUTH_KEY={{deepl}}
export TRANSFORMERS_OFFLINE=0
alias sq='squeue -u adiallo'
module load cuda/12.4
