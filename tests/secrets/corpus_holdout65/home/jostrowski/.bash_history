huggingface-cli login --token {{hf}} --add-to-git-credential
huggingface-cli whoami
huggingface-cli download meta-llama/Llama-3.1-8B-Instruct --local-dir models/llama31-8b --revision 0e9e39f249a16976918f6564b8830bc894c89659
huggingface-cli download speakleash/Bielik-11B-v2.3-Instruct --local-dir models/bielik-11b
curl -s -H "Authorization: Token {{hex40:courtlistener-api-token}}" "https://www.courtlistener.com/api/rest/v4/search/?q=%22data+protection%22&type=o" | jq .count
curl -s -H "Authorization: Token $COURTLISTENER_API_TOKEN" https://www.courtlistener.com/api/rest/v4/opinions/2812209/ | jq .cluster
curl -s "https://www.saos.org.pl/api/search/judgments?all=RODO&pageSize=100" | jq '.items | length'
sbatch models/serve_vllm.sbatch
docker compose -f annotation/docker-compose.yml up -d
curl -u elastic:$ELASTIC_PASSWORD http://localhost:9200/_cluster/health
