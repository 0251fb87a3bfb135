cd /projects/legalaid-llm-eval
source .venv/bin/activate
npx promptfoo@0.103.5 eval -c configs/promptfooconfig.yaml --no-cache
npx promptfoo view
export TOGETHER_API_KEY={{together}}
together models list | grep -i llama-3.3
curl https://api.mistral.ai/v1/models -H "Authorization: Bearer $MISTRAL_API_KEY"
curl https://api.anthropic.com/v1/organizations/usage_report/messages?starting_at=2025-03-01T00:00:00Z -H "x-api-key: {{anthropic_admin}}" -H "anthropic-version: 2023-06-01"
huggingface-cli whoami
export LANGCHAIN_API_KEY="{{langsmith}}"
python harness/run_eval.py --models gpt-4o claude-3-5-sonnet-20241022 mistral-large-latest
git log -1 --format=%H
