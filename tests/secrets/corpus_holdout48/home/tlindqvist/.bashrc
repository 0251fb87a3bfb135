# tlindqvist
export IONQ_API_KEY={{alnum32:ionq-api-key}}
export QISKIT_IBM_TOKEN="$(jq -r '."default-ibm-quantum-platform".token' ~/.qiskit/qiskit-ibm.json)"
export AWS_PROFILE=braket
export JULIA_NUM_THREADS=16
