[ -f /etc/bashrc ] && . /etc/bashrc
export HF_HOME=/scratch/oadeyemi/hf
export HF_HUB_ENABLE_HF_TRANSFER=1
export TOGETHER_API_KEY={{together:together-api-key}}
export FIREWORKS_API_KEY={{fireworks:fireworks-api-key}}
export CO_API_KEY={{random40:cohere-api-key}}
export MISTRAL_API_KEY={{alnum32:mistral-api-key}}
export OLLAMA_HOST=0.0.0.0:11434
export OLLAMA_MODELS=/scratch/oadeyemi/ollama
export OPENAI_API_KEY=$(cat ~/.config/openai/key 2>/dev/null)
export VLLM_API_KEY_FILE=$HOME/.config/vllm/api_key
