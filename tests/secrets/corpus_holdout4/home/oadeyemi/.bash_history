nvidia-smi --query-gpu=index,uuid,memory.used --format=csv
huggingface-cli login
huggingface-cli download meta-llama/Llama-3.1-8B-Instruct --revision 0e9e39f249a16976918f6564b8830bc894c89659
together files upload data/clinical_sft_v4.jsonl
together fine-tuning create --training-file file-2b8f4c1e-7d3a-4f90-b6e5-a0c1d2e3f4a5 --model meta-llama/Meta-Llama-3.1-8B-Instruct-Reference --lora
firectl create dataset clinical-sft-v4 data/clinical_sft_v4.jsonl
firectl login
curl https://api.fireworks.ai/inference/v1/chat/completions -H "Authorization: Bearer {{fireworks:fireworks-api-key}}" -H "Content-Type: application/json" -d '{"model": "accounts/kestrel/models/clin-llama-lora", "messages": [{"role": "user", "content": "ping"}]}'
curl https://api.mistral.ai/v1/models -H "Authorization: Bearer $MISTRAL_API_KEY"
litellm --config ~/projects/clinical-llm/litellm/config.yaml --port 4000
curl -s http://localhost:4000/key/generate -H "Authorization: Bearer {{litellm_key:litellm-master-key}}" -H 'Content-Type: application/json' -d '{"models": ["clin-llama"], "duration": "30d"}'
ollama pull qwen2.5:14b
ollama run qwen2.5:14b
sbatch ~/projects/clinical-llm/slurm/serve_vllm.slurm
ssh -N -L 8000:gpu-a17:8000 login2
