wandb login
wandb login --relogin {{wandb}}
ngc config set
ngc registry image list nvidia/isaac-sim
export COMET_API_KEY={{comet}}
sbatch slurm/train_isaac.sbatch
wandb sync wandb/offline-run-20241102_181004-a1b2c3d4
sha256sum containers/isaac-sim_4.2.0.sif
