cd /projects/podcast-claims
source .venv/bin/activate
curl -s https://listen-api.listennotes.com/api/v2/search?q=ivermectin\&type=episode -H 'X-ListenAPI-Key: {{hex32:listennotes-api-key}}' | jq '.results | length'
curl -s https://listen-api-test.listennotes.com/api/v2/search?q=ivermectin | jq .count
curl -X POST -H "Authorization: Token {{hex40:deepgram-api-key}}" -H "Content-Type: application/json" -d '{"url":"https://traffic.libsyn.com/example/ep101.mp3"}' "https://api.deepgram.com/v1/listen?model=nova-3&diarize=true"
docker run -d -p 6333:6333 -e QDRANT__SERVICE__API_KEY={{b64url43:qdrant-api-key}} -v $PWD/qdrant/storage:/qdrant/storage qdrant/qdrant:v1.12.4
sbatch jobs/whisper_fallback.sbatch
git log -1 --format=%H
