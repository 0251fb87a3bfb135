pip install courtlistener-api-client eurlex
curl -H "Authorization: Token {{hex40:courtlistener-api-token}}" "https://www.courtlistener.com/api/rest/v4/search/?q=%22data%20protection%22&type=o"
curl -s https://www.courtlistener.com/api/rest/v4/opinions/9358712/ | jq .cluster
huggingface-cli login --token {{hf}}
huggingface-cli upload firecrest-legal/eurlex-ie-sum ./ckpt/final
python scripts/westlaw_pull.py --since 2020-01-01
sbatch train_longformer.sbatch
curl -u dokafor:'{{password:elasticsearch-password}}' -X GET "https://es.firecrest.example.ie:9200/_cat/indices?v"
git log -1 --format=%H
