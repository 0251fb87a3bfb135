# .bashrc

if [ -f /etc/bashrc ]; then
    . /etc/bashrc
fi

export PATH=$HOME/.local/bin:$PATH
export HF_HOME=/scratch/bnguyen/hf
export HF_HUB_ENABLE_HF_TRANSFER=1
export HF_TOKEN="${HF_TOKEN:-}"
export TRANSFORMERS_OFFLINE=0
export WANDB_API_KEY={{wandb:wandb-api-key}}
export WANDB_ENTITY=nlp-lab
export WANDB_DIR=/scratch/bnguyen/wandb
export OPENAI_API_KEY={{openai:openai-key}}
export ANTHROPIC_API_KEY="{{anthropic:anthropic-key}}"
# export ANTHROPIC_API_KEY="sk-ant-..."
export NCCL_DEBUG=WARN
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias gpus='sinfo -p gpu -o "%n %G %t"'
