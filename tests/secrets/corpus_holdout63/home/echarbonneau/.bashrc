# .bashrc (saga)
[ -f /etc/bashrc ] && . /etc/bashrc
export PATH=$HOME/.local/bin:$PATH
export QISKIT_IBM_CHANNEL=ibm_quantum_platform
export QISKIT_IBM_TOKEN={{ibm_quantum_api_key}}
export IONQ_API_KEY=$(pass show quantum/ionq-api-key)
export AWS_PROFILE=braket
