# ~/.bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module load aiida/2.6 raspa/2.0.47 zeopp/0.3
export AIIDA_PATH=$HOME/.aiida
export CSD_LICENSE_FILE=/apps/ccdc/CSD_2025/licence/csd_licence.dat
export PMG_MAPI_KEY=""   # set in ~/.pmgrc.yaml instead
alias vps='verdi process list -a -p 1'
