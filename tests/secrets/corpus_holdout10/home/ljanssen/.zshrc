export ZSH="$HOME/.oh-my-zsh"
ZSH_THEME="robbyrussell"
plugins=(git fzf)
source $ZSH/oh-my-zsh.sh

export PATH="$HOME/.local/bin:$PATH"
export HF_HOME=/scratch/ljanssen/hf
export HF_TOKEN={{hf:huggingface-token}}
export NEWSAPI_KEY={{hex32:newsapi-key}}
export MISTRAL_API_KEY={{alnum32:mistral-api-key}}
export GUARDIAN_KEY=$(secret-tool lookup service guardian user ljanssen)
alias sq='squeue -u ljanssen'
