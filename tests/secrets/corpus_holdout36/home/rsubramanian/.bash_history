cd ~/projects/qpu-bench
python -c "from qiskit_ibm_runtime import QiskitRuntimeService as S; print(S().backends())"
curl -s -H "Authorization: apiKey {{alnum32:ionq-api-key}}" https://api.ionq.co/v0.4/backends | jq '.[].backend'
qcs auth login
aws sso login --profile braket
aws --profile braket braket search-devices --filters name=deviceType,values=QPU
sbatch jobs/qv_sweep.sbatch
git rev-parse HEAD
cargo run --release -p qasm_stats
dwave ping --client qpu
export IONQ_API_KEY=$(grep IONQ .env | cut -d= -f2)
