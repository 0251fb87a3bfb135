# ytanabe — code-switching NLP
export HF_HOME=/scratch/ytanabe/hf
export GROQ_API_KEY={{groq}}
export MISTRAL_API_KEY={{alnum32:mistral-api-key}}
export CO_API_KEY=$(grep ^CO_API_KEY= /projects/codeswitch-nlp/.env | cut -d= -f2)
export WANDB_DIR=/scratch/ytanabe/wandb
