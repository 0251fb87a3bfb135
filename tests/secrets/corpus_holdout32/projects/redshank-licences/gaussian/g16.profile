# Gaussian 16 C.02 (site licence, source code; no licence key or server needed)
export g16root=/opt/gaussian
export GAUSS_SCRDIR=${TMPDIR:-/scratch/$USER}
. $g16root/g16/bsd/g16.profile
# restrict to the 'gaussian' Unix group as the licence requires
umask 0027
