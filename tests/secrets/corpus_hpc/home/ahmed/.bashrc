# .bashrc
if [ -f /etc/bashrc ]; then
    . /etc/bashrc
fi
module load gcc/12.2.0 openmpi/4.1.5 cuda/12.2
export PATH=$HOME/.local/bin:$PATH
export OMP_NUM_THREADS=8
PASSWORD={{password:shell-export-secret}}
export WANDB_API_KEY={{wandb}}
export WANDB_ENTITY=ahmed-lab
export WANDB_DIR=/scratch/$USER/wandb
export HF_HOME=/scratch/$USER/hf
export HF_TOKEN_PATH=$HF_HOME/token
export GIT_ASKPASS=/usr/libexec/git-core/git-gui--askpass
export SSH_ASKPASS_REQUIRE=never
alias sq='squeue -u $USER'
alias gpu='srun -p gpu --gres=gpu:1 --pty bash'
