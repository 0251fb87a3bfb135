# .bashrc
module load 2024
export g16root=/sw/arch/RHEL9/Gaussian/16.C.02
source $g16root/g16/bsd/g16.profile
export GAUSS_SCRDIR=/scratch-local/$USER
export ORCA_DIR=/sw/arch/RHEL9/ORCA/6.0.1
# Molpro licence token (personal, issued by molpro.net for 2025)
export MOLPRO_KEY='{{molpro_token}}'
export MP_API_KEY={{alnum32:materials-project-api-key}}
export PATH=$ORCA_DIR:$PATH
