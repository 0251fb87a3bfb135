# ifonseca -- .bashrc
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.12 2>/dev/null

export AWS_PROFILE=braket
export BRAKET_RESULTS_BUCKET=amazon-braket-eu-west-2-427611930552
# qiskit-ibm-runtime reads QISKIT_IBM_TOKEN / QISKIT_IBM_INSTANCE; the REST guide uses IQP_API_TOKEN
export IQP_API_TOKEN={{ibm_quantum_api_key}}
export QISKIT_IBM_TOKEN=$IQP_API_TOKEN
export QISKIT_IBM_INSTANCE="crn:v1:bluemix:public:quantum-computing:eu-de:a/b908720c2de8ed95d4cd547028762563:63b0456b-c9e6-492a-87dc-ae5ced0c725d::"

alias qaoa='cd /work/projects/qaoa-hardware && source .venv/bin/activate'
