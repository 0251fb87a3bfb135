# odufresne
export HF_HOME=$HOME/.cache/huggingface
export HF_HUB_ENABLE_HF_TRANSFER=1
export TRANSFORMERS_OFFLINE=0
set -a; [ -f ~/judgments-nlp/.env ] && . ~/judgments-nlp/.env; set +a
alias gpu='srun -p gpu-a100 --gres=gpu:1 --mem=64G -t 2:00:00 --pty bash'
