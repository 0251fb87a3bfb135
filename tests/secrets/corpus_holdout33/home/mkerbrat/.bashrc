# .bashrc — mkerbrat (Greenshank)
[ -f /etc/bashrc ] && . /etc/bashrc

module load cuda/12.4 ffmpeg/6.1 miniforge3
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias sp='cd /projects/signpose'

export HF_HOME=/scratch/mkerbrat/hf-cache
export HF_TOKEN={{hf}}
export WANDB_MODE=online
export WANDB_ENTITY=greenshank-signpose
# mediapipe model bundle, pinned (sha256 of pose_landmarker_heavy.task)
export POSE_TASK_SHA256=64184e229b263107bc2b804c6625db1341ff2bb731874b0bcc2fe6544e0bc9ff
export LS_URL=http://gpu-n12.greenshank.example.org:8080

# >>> conda initialize >>>
__conda_setup="$('/opt/miniforge3/bin/conda' 'shell.bash' 'hook' 2> /dev/null)"
eval "$__conda_setup"
unset __conda_setup
# <<< conda initialize <<<
