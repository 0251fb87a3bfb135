huggingface-cli login --token {{hf:huggingface-token}}
huggingface-cli whoami
python endpoints/deploy.py --name cs-xlmr-ner --instance nvidia-a10g
curl https://q4w8e1r6t3y9.ap-southeast-2.aws.endpoints.huggingface.cloud -X POST -H "Authorization: Bearer $HF_TOKEN" -H "Content-Type: application/json" -d '{"inputs":"I went to the marae yesterday, ka pai"}'
curl https://api.mistral.ai/v1/fine_tuning/jobs -H "Authorization: Bearer {{alnum32:mistral-api-key}}"
curl https://api.mistral.ai/v1/models -H "Authorization: Bearer $MISTRAL_API_KEY" | jq '.data[].id'
curl https://api.cohere.com/v2/rerank -H "Authorization: bearer $CO_API_KEY" -H "Content-Type: application/json" -d @rerank/query.json
litellm --config configs/litellm.yaml --port 4000
curl localhost:4000/v1/chat/completions -H "Authorization: Bearer sk-litellm-local-placeholder" -d @q.json
wandb login
wandb sync wandb/offline-run-20250304_221512-9zq2m7xk
