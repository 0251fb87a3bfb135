# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module load gcc/13.2.0 openmpi/5.0.3 cuda/12.4 hdf5/1.14
export GRID_HOME=/projects/lqcd-hvp/install/grid-a100
export CHROMA_HOME=/projects/lqcd-hvp/install/chroma-qdpxx
export PATH=$GRID_HOME/bin:$CHROMA_HOME/bin:$PATH
# gitlab.woodcock API (for the Grid fork's CI)
export GITLAB_TOKEN={{gitlab}}
export OMP_NUM_THREADS=8
alias sq='squeue -u $USER -o "%.10i %.20j %.8T %.10M %R"'
