# .bashrc -- kkahananui (Redshank)
[ -f /etc/bashrc ] && . /etc/bashrc
module load gcc/13.2 openmpi/5.0.3 hdf5/1.14 fftw/3.3.10 petsc/3.21-complex slepc/3.21
module load cuda/12.4 nccl/2.21
export GENE_ROOT=$HOME/src/gene-dev
export GX_PATH=$HOME/src/gx
# GENE build is pinned to 3b9f0c2e81d4a67f5c0e1d2b3a4f5e6d7c8b9a01 (stable 3.0 branch)
export WANDB_PROJECT=gx-surrogate
export WANDB_ENTITY=redshank-fusion
export WANDB_API_KEY={{wandb_key}}
export OMP_NUM_THREADS=1
export SLURM_ACCOUNT=fusion-gk
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
alias genelog='tail -f $SCRATCH/gene/latest/out/stdout.txt'
