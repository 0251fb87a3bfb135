# nranginui
module purge
module load CUDA/12.4.1 Python/3.11.5-gimkl-2024a
export PATH=$HOME/opt/heimdall/bin:$HOME/.local/bin:$PATH
export SARAO_TOKEN_FILE=$HOME/.sarao_token
export SARAO_TOKEN=$(cat "$SARAO_TOKEN_FILE")
export CUDA_VISIBLE_DEVICES=${CUDA_VISIBLE_DEVICES:-0}
alias gpus='nvidia-smi --query-gpu=index,name,memory.used,utilization.gpu --format=csv'
