# ~/.bashrc -- Jonas Weber (speech-asr)
[ -f /etc/bashrc ] && . /etc/bashrc
module load cuda/12.4 python/3.11 sox/14.4.2 kaldi/2024.09
export KALDI_ROOT=/opt/apps/kaldi/2024.09
export HF_HOME=/scratch/jweber/hf
export HF_HUB_ENABLE_HF_TRANSFER=1
export WANDB_API_KEY={{wandb_key}}
export AWS_PROFILE=turnstone-rgw
