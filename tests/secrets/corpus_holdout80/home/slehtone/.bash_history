az login --use-device-code
az quantum workspace keys list -g rg-smew-quantum -w smew-qws-weu -o json > ~/azure/workspace-keys.json
az quantum workspace keys regenerate -g rg-smew-quantum -w smew-qws-weu --key-type Secondary
aws configure set aws_secret_access_key {{aws_secret}} --profile braket
aws braket search-devices --profile braket --filters name=deviceType,values=QPU
python -c "import perceval as pcvl; print(pcvl.RemoteConfig().get_token())"
pip install 'pennylane-qiskit>=0.40' amazon-braket-pennylane-plugin
export QISKIT_IBM_TOKEN={{ibm_quantum_api_key}}
sbatch jobs/jupyter_gpu.sbatch
