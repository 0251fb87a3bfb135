# ~/.bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module load molpro/2024.3 orca/6.0.1 openmpi/4.1.6
export MOLPRO_OPTIONS="-n 32 -d /scratch/$USER/molpro"
export QISKIT_IBM_TOKEN="${QISKIT_IBM_TOKEN:-}"
export IONQ_API_KEY="$(pass show quantum/ionq)"
