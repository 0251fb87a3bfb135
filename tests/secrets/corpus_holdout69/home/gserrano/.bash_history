cd /work/projects/rag-serving
docker compose up -d vllm qdrant
curl -s http://localhost:8000/v1/models -H "Authorization: Bearer {{hex64:vllm-api-key}}" | jq .
curl -s https://api.cohere.com/v2/rerank -H "Authorization: bearer {{random40:cohere-api-key}}" -H "Content-Type: application/json" -d '{"model":"rerank-v3.5","query":"quota","documents":["a","b"]}'
curl -s http://localhost:6333/collections -H "api-key: $QDRANT_API_KEY"
python -m app.ingest --collection bf-docs-2026 --src /work/docs/site
docker compose logs -f vllm | grep -v /metrics
