module load CUDA/12.4.0 cuQuantum/24.08
aws configure set aws_access_key_id {{aws_key_id:aws-access-key-id}} --profile braket
aws configure set aws_secret_access_key "$BRAKET_SECRET" --profile braket
aws braket search-devices --filters name=deviceType,values=QPU --profile braket
curl -s -H "Authorization: apiKey {{alnum32:ionq-api-key}}" https://api.ionq.co/v0.4/backends | jq '.[].backend'
export QISKIT_IBM_TOKEN='{{b64url44:ibm-quantum-api-key}}'
python -c "from qiskit_ibm_runtime import QiskitRuntimeService as S; print(S().backends())"
sbatch slurm/sim_statevector.sbatch
ssh -L 8891:localhost:8891 gpu-a07
git log -1 --format=%H
