# ~/.bashrc (rquintero)
module load fiji/2.16.0 miniforge
export HF_HOME=/scratch/rquintero/hf
# export HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
export HF_TOKEN={{hf}}
export NAPARI_CONFIG=$HOME/.config/napari/settings.yaml
alias ls7='rclone lsd scope-pc:D/Data'
