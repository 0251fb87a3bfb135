cd /projects/repurpose-kg
docker compose up -d neo4j chembl
bash scripts/load_chembl.sh
curl -s https://api.openai.com/v1/models -H "Authorization: Bearer {{openai}}" | jq '.data[].id' | head
litellm --config llm/litellm_config.yaml --port 4000
curl -s http://localhost:4000/v1/chat/completions -H "Authorization: Bearer $LITELLM_MASTER_KEY" -d @req.json
python kg/ontology_lookup.py "idiopathic pulmonary fibrosis"
git log --oneline -5
