# ~/.bashrc -- okravets
[ -f /etc/bashrc ] && . /etc/bashrc
module load orca/6.0.1 openmpi/4.1.6 qchem/6.2
export QCSCRATCH=/scratch/$USER/qchem
export QCLOCALSCR=/tmp
export RSH_COMMAND="ssh -x"
export ORCA_DIR=/opt/apps/orca/6.0.1
export PATH=$ORCA_DIR:$PATH

# Materials Project (next-gen API, profile -> API key)
export MP_API_KEY={{alnum32:materials-project-api-key}}
# QCFractal client reads these
export QCPORTAL_ADDRESS=https://qcfractal.turnstone.example.org
export QCPORTAL_USERNAME=okravets
