pip install qiskit qiskit-ibm-runtime qiskit-ionq amazon-braket-sdk
python -c "from qiskit_ibm_runtime import QiskitRuntimeService as S; S.save_account(channel='ibm_quantum_platform', token='{{ibm_quantum_api_key}}', instance='crn:v1:bluemix:public:quantum-computing:us-east:a/7f3c1e9b2d4a6f8c0e1b3d5a7c9e2f4b:4e6a8c0d-2f1b-4d3e-9a5c-7b9d1f3e5a7c::', overwrite=True)"
export IONQ_API_KEY={{alnum32:ionq-api-key}}
curl -s -H "Authorization: apiKey $IONQ_API_KEY" https://api.ionq.co/v0.3/backends | jq '.[].backend'
curl -s -H "Authorization: apiKey $IONQ_API_KEY" https://api.ionq.co/v0.3/jobs/9b2e4f6a-1c3d-4e5f-8a7b-0c9d8e7f6a5b | jq .status
AWS_PROFILE=braket aws braket search-devices --filters name=deviceArn,values=arn:aws:braket:us-east-1::device/qpu/ionq/Forte-1
AWS_PROFILE=braket aws braket get-quantum-task --quantum-task-arn arn:aws:braket:us-east-1:318024955176:quantum-task/1e3a5c7b-9d0f-4b2a-8c6e-4f1d3b5a7c9e
python src/run_ionq.py --shots 1024 --target qpu.forte-1 --noise none
git log --oneline -3
