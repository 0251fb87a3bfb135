cd /projects/species-graph
arangosh --server.endpoint ssl://arango.blackcap.example.nz:8529 --server.username stupou --server.database species --server.password '{{password:arangodb-password}}'
arangoimport --server.endpoint ssl://arango.blackcap.example.nz:8529 --server.username stupou --server.password "$ARANGO_PW" --collection taxa --file obis_taxa.jsonl --type jsonl
mgconsole --host memgraph.blackcap.example.nz --port 7687 --username stupou --password '{{password:memgraph-password}}' --use-ssl
python load/to_memgraph.py obis_occurrences_2026.parquet
curl -G "https://questdb.blackcap.example.nz:9000/exec" -u "stupou:{{password:questdb-http-password}}" --data-urlencode "query=select count() from hydrophone_events"
