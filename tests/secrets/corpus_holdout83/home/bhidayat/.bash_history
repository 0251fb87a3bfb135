cd /projects/kapal-ais
docker compose -f streams/docker-compose.yml up -d
rpk topic create ais.raw -p 12 --brokers redpanda.garganey.example.id:9093 --user ais-ingest --password '{{password:redpanda-sasl-password}}' --sasl-mechanism SCRAM-SHA-256
rpk topic consume ais.raw -n 5 --user ais-ingest --password "$RPK_PASS"
python -m ais_ingest --config config/feeds.toml
wscat -c wss://stream.aisstream.io/v0/stream
{"APIKey":"{{hex40:aisstream-api-key}}","BoundingBoxes":[[[-11,94],[6.5,141]]]}
export GFW_TOKEN=$(pass show gfw/ais-emissions)
python gfw/gfw_events.py
curl "https://api.vesselfinder.com/vesselslist?userkey={{upper16:vesselfinder-userkey}}&format=json" | jq length
psql "postgresql://ais@localhost:5432/ais" -c 'select count(*) from positions'
git commit -am "fix mmsi parsing (type 5)"
