# .bashrc — Jun Takahashi
. /etc/bashrc
export ISAACGYM_ROOT=$HOME/isaacgym
export LD_LIBRARY_PATH=$HOME/miniforge3/envs/rlgpu/lib:$LD_LIBRARY_PATH
export NEPTUNE_PROJECT=lapwing-robotics/h1-gait
export NEPTUNE_API_TOKEN="{{neptune}}"
export COMET_API_KEY=
# export COMET_API_KEY=xxxxxxxxxxxxxxxxxxxxxxxxx
alias rlgpu='conda activate rlgpu'
