# Gaussian 16 C.02 site licence (group: gaussian)
export g16root=/apps/gaussian
export GAUSS_SCRDIR=/scratch/$USER/g16
. $g16root/g16/bsd/g16.profile
# download account for gaussian.com/g16/download: godwit_site / see ~dmenon/.bash_history (rotate!)
