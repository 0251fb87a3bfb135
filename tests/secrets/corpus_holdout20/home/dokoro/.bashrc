# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export HF_HOME=/scratch/dokoro/hf
export HF_TOKEN="$(cat ~/.cache/huggingface/token 2>/dev/null)"
export NEPTUNE_PROJECT=shag-bci/speech-decoder
# export NEPTUNE_API_TOKEN=ANONYMOUS   (public projects only)
alias rig='ssh -J login.shag.example.edu bci@brand-rig.shag.example.edu'
