cd ~/judgments-nlp
curl -s -H "Authorization: Token {{hex40:courtlistener-api-token}}" "https://www.courtlistener.com/api/rest/v4/search/?q=%22te+tiriti%22&type=o" | jq '.count'
curl -s -H "Authorization: Token $COURTLISTENER_API_TOKEN" "https://www.courtlistener.com/api/rest/v4/opinions/?cluster__docket__court=nzsc" | jq '.results | length'
huggingface-cli login --token {{hf:huggingface-token}}
huggingface-cli whoami
export CO_API_KEY={{random40:cohere-api-key}}
python models/classify_llm.py --provider cohere --split dev
python models/classify_llm.py --provider azure --split dev
sbatch slurm/finetune.sbatch
tail -f logs/finetune_4471.out
docker compose -f annotate/docker-compose.yml up -d
git log -1 --format='%H %s'
