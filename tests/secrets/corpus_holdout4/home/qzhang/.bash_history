pip install qiskit qiskit-ibm-runtime amazon-braket-sdk dwave-ocean-sdk cirq-ionq pennylane
python -c "from qiskit_ibm_runtime import QiskitRuntimeService; QiskitRuntimeService.save_account(channel='ibm_quantum_platform', token='{{b64url44:ibm-cloud-api-key}}', overwrite=True)"
dwave config create
dwave ping --client qpu
aws sts get-caller-identity
aws braket search-devices --filters name=deviceArn,values=arn:aws:braket:::device/qpu/ionq/Aria-1
aws s3 ls s3://amazon-braket-us-east-1-481516234200/qaoa/
export IONQ_API_KEY={{alnum32:ionq-api-key}}
python bench/run_ionq.py --shots 1000 --backend simulator
aws configure set aws_session_token {{aws_session:aws-session-token}} --profile braket-sandbox
python bench/run_braket.py --device arn:aws:braket:us-west-1::device/qpu/rigetti/Ankaa-3
qstat -u qzhang
