# .bashrc (jostrowski)
[ -f /etc/bashrc ] && . /etc/bashrc
export HF_HOME=/mnt/lustre/projects/orzeczenia-nlp/hf-cache
export HF_HUB_ENABLE_HF_TRANSFER=1
# HF token comes from $HF_HOME/../token via huggingface-cli login, do not export it here
export COURTLISTENER_API_TOKEN={{hex40:courtlistener-api-token}}
export SAOS_BASE=https://www.saos.org.pl/api
alias vq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
