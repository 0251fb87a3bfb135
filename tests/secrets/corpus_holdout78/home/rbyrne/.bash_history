conda activate sky
pip install "skypilot[lambda,crusoe]==0.9.3"
sky check
sky show-gpus H100 --cloud lambda
vastai set api-key {{hex64:vastai-api-key}}
vastai search offers 'gpu_name=H100_SXM num_gpus=8 reliability>0.98' -o 'dph'
sky launch -c irish-llm sky/train.yaml --env HF_TOKEN={{hf}}
sky queue irish-llm
sky logs irish-llm 1
curl -s -u {{wheatear_lambda_key}}: https://cloud.lambdalabs.com/api/v1/instances | jq '.data[].status'
ssh -i ~/.ssh/lambda_ed25519 ubuntu@129.146.41.207
sky down irish-llm -y
crusoe compute vms list --project-id 5c1e8a3f-27d4-4b90-9f63-0e7a2d4c8b15
runpodctl config --apiKey {{runpod_key}}
runpodctl get pod
