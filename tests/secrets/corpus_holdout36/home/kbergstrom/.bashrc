# ~/.bashrc — Karin Bergström, lbm-exa
[ -f /etc/bashrc ] && . /etc/bashrc

module load PrgEnv-cray/8.5.0 rocm/6.0.3 cmake/3.27.9
export OMP_NUM_THREADS=7
export OMP_PLACES=cores
export MPICH_GPU_SUPPORT_ENABLED=1
export SPACK_ROOT=$HOME/src/spack   # checked out at 2f7d1a6c0e55b9b3c4a81d2e99f0a3b1c6d7e8f9
. $SPACK_ROOT/share/spack/setup-env.sh

# codecov uploader for the lbm-exa repository (project token, not the global one)
export CODECOV_TOKEN={{uuid:codecov-token}}
# the old token was rotated in March, keep the line so I know where it went:
# export CODECOV_TOKEN=00000000-0000-0000-0000-000000000000

export LBM_REFERENCE_SHA256=9c1f4e0a7b2d3c58e6f1a0b9d8c7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9
alias sq='squeue --me -o "%.10i %.20j %.8T %.10M %R"'
alias gl='git log --oneline --graph -20'
