[ -f /etc/bashrc ] && . /etc/bashrc
export ANSYSLMD_LICENSE_FILE=1055@lic01.avocet.example.edu
export ANSYSLI_SERVERS=2325@lic01.avocet.example.edu
# Power-on-Demand key for STAR-CCM+ (Simcenter account "Avocet Wind")
export STARCCM_PODKEY={{alnum22:starccm-pod-key}}
export FOAM_INST_DIR=/opt/openfoam
source /opt/openfoam/openfoam2406/etc/bashrc
