# ~/.bashrc — Aino Virtanen (edge transport, OMFIT/IMAS)
module load IMAS/3.42.0-2024.09-foss-2023b MDSplus/7.139.59 OMFIT/2025.01
export IMAS_VERSION=3.42.0
export MDSPLUS_DEFAULT_PATH=/projects/tokamak-edge/mdsplus/~t
export UDA_HOST=uda.iter.org
export UDA_PORT=56565
export OMFIT_ROOT=/sw/omfit/2025.01
# ITER Bitbucket (git.iter.org) is in ~/.netrc now, the old one was revoked:
# export ITER_GIT_TOKEN=BBDC-************************************
export SIMDB_REMOTE=iter
alias omfit='python $OMFIT_ROOT/omfit/omfit.py'
