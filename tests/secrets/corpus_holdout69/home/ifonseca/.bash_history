aws sso login --profile bullfinch-sso
aws configure export-credentials --profile bullfinch-sso --format env
export AWS_ACCESS_KEY_ID={{aws_sts_key_id}}
export AWS_SECRET_ACCESS_KEY={{aws_secret}}
export AWS_SESSION_TOKEN={{aws_session}}
aws braket search-devices --filters name=deviceType,values=QPU
aws braket get-quantum-task --quantum-task-arn arn:aws:braket:eu-north-1:427611930552:quantum-task/17c6ff94-f732-447f-9168-c93194f089bd
python -m build && twine upload dist/bf_qaoa-0.3.1*
python - <<<'from qiskit_ibm_runtime import QiskitRuntimeService as S; print(S().usage())'
jupyter lab --no-browser --port 8891
