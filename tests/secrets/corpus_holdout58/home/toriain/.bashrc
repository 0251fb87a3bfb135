# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
export HF_HOME=/lustre/scratch/toriain/hf
export TORCH_HOME=/lustre/scratch/toriain/torch
export APPTAINER_CACHEDIR=/lustre/scratch/toriain/apptainer
# NGC personal key for nvcr.io and the NIM containers
export NGC_API_KEY={{nvapi:nvidia-api-key}}
alias gpuq='squeue -p gpu-a100,gpu-l40s -o "%.10i %.9P %.20j %.8u %.2t %.10M %b"'
