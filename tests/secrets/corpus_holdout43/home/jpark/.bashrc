# .bashrc — jpark
. /etc/bashrc
# ORCA 6.0.1 needs the full path for parallel runs (mpirun is found next to it)
export ORCA_DIR=/opt/apps/orca/6.0.1
export PATH=$ORCA_DIR:$PATH
export LD_LIBRARY_PATH=$ORCA_DIR:$LD_LIBRARY_PATH
module load openmpi/4.1.6 psi4/1.9.1
export PSI_SCRATCH=/scratch/$USER/psi4
export OMP_NUM_THREADS=1
# QCArchive portal; the password is in qcfractal/submit.py for now
export QCPORTAL_ADDRESS=https://qcfractal.stilt.example.org
