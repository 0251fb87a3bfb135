# .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc

module use /project/pemfc-cfd/modules
export ANSYSLMD_LICENSE_FILE=1055@lic01.puffin.example.edu
export LM_LICENSE_FILE=27000@lic02.puffin.example.edu
export WM_PROJECT_USER_DIR=$HOME/OpenFOAM/idahl-v2406
# Rescale burst jobs for the big stack runs
export RESCALE_API_KEY={{hex40:rescale-api-token}}
export RESCALE_PLATFORM=https://eu.rescale.com
alias of2406='source /opt/openfoam2406/etc/bashrc'
