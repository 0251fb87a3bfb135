# ~/.bashrc (mchua)
module load cellranger/8.0.1 miniforge/24.3
export CELLRANGER_VERSION=8.0.1
export SCRATCH=/cluster/scratch/mchua
export WANDB_API_KEY={{wandb_key}}
export WANDB_ENTITY=nightjar-sc
export WANDB_DIR=$SCRATCH/wandb
conda activate sc-atlas 2>/dev/null
