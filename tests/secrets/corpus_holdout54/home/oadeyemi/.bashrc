# .bashrc — oadeyemi
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$HOME/rosetta/main/source/bin:$PATH
export ROSETTA3_DB=$HOME/rosetta/main/database
export COLABFOLD_DB=/scratch/shared/colabfold_db
# NGC key for the BioNeMo container pulls (nvcr.io)
export NGC_API_KEY={{nvapi}}
export WANDB_PROJECT=binder-design
export WANDB_ENTITY=nuthatch-protein
# export WANDB_API_KEY=$(cat ~/.config/wandb/key)
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias gpus='sinfo -p gpu-h100 -o "%n %G %t"'
