[ -f /etc/bashrc ] && . /etc/bashrc
# Ansys licence: port@host, no secrets here
export ANSYSLMD_LICENSE_FILE=1055@lic-ansys.redpoll.example.za
export ANSYSLI_SERVERS=2325@lic-ansys.redpoll.example.za
# STAR-CCM+ POD: licence server is Siemens', the key is per user
export CDLMD_LICENSE_FILE=1999@flex.cd-adapco.com
export STARCCM_PODKEY={{starccm_podkey}}
export FOAM_INST_DIR=/apps/openfoam
alias of12='source /apps/openfoam/OpenFOAM-12/etc/bashrc'
