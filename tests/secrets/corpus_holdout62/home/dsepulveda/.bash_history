cd ~/proj/es-llm-eval
source .venv/bin/activate
export OPENAI_API_KEY={{openai}}
export ANTHROPIC_API_KEY=$(pass show llm/anthropic)
npx promptfoo@0.96.2 eval -c promptfoo/promptfooconfig.yaml --max-concurrency 4
npx promptfoo view
lm_eval --model local-completions --model_args model=brambling/llama-es-8b,base_url=http://gpu041:8000/v1/completions,num_concurrent=8 --tasks belebele_spa_Latn,xnli_es --output_path results/
curl http://gpu041:8000/v1/models -H "Authorization: Bearer {{b64url43:vllm-api-key}}"
curl https://api.mistral.ai/v1/models -H "Authorization: Bearer {{alnum32:mistral-api-key}}" | jq '.data[].id'
curl https://api.together.xyz/v1/models -H "Authorization: Bearer $TOGETHER_API_KEY" | jq length
huggingface-cli login --token {{hf}}
huggingface-cli whoami
inspect eval inspect/spanish_math.py --model mistral/mistral-large-latest --limit 50
git log -1 --format=%H
wandb login --relogin
