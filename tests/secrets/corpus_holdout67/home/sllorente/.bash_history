pip install -U qiskit qiskit-ibm-runtime amazon-braket-sdk
python -c "from qiskit_ibm_runtime import QiskitRuntimeService as S; print(S().backends())"
curl -s -X POST 'https://iam.cloud.ibm.com/identity/token' -H 'Content-Type: application/x-www-form-urlencoded' -d 'grant_type=urn:ibm:params:oauth:grant-type:apikey&apikey={{ibm_quantum_api_key}}' | jq -r .access_token > /tmp/iam.tok
curl -s https://quantum.cloud.ibm.com/api/v1/backends -H "Authorization: Bearer {{chaffinch_ibm_iam_token}}" -H "Service-CRN: crn:v1:bluemix:public:quantum-computing:eu-de:a/7d3e9b1f5c2a48e6b0d4f8a2c6e1b3d5:0f4a8c2e-6b1d-4e93-a7f5-3c9e2b8d1a60::" -H "IBM-API-Version: 2025-05-01"
curl -s https://quantum.cloud.ibm.com/api/v1/jobs/d2k8f3q7v1c0s00f9r5g -H "Authorization: Bearer $(cat /tmp/iam.tok)" -H "Service-CRN: $CRN"
export AWS_PROFILE=braket
aws braket search-devices --filters name=deviceArn,values=arn:aws:braket:eu-west-2::device/qpu/iqm/Garnet
aws braket get-quantum-task --quantum-task-arn arn:aws:braket:eu-west-2:418273645091:quantum-task/6b1e9d4f-2a7c-4e85-b3d0-8f2c5a9e1b74
aws sts get-caller-identity
scontrol token lifespan=7200
export SLURM_JWT={{slurm_jwt}}
curl -s -H "X-SLURM-USER-NAME: sllorente" -H "X-SLURM-USER-TOKEN: $SLURM_JWT" http://slurmrest.chaffinch.example.es:6820/slurm/v0.0.41/jobs | jq '.jobs | length'
