cypher-shell -a neo4j+s://graph.willet.example.org:7687 -u neo4j -p '{{password:neo4j-password}}' "SHOW DATABASES"
cypher-shell -u neo4j -p "$NEO4J_PASSWORD" -f load_grants.cypher
curl -sk -u admin:"$OS_ADMIN_PW" https://opensearch.willet.example.org:9200/_cat/indices?v
snow connection test -c willet_admin
snow sql -q "show warehouses" -c willet_admin
databricks auth profiles
databricks clusters list -p willet-ws
bq ls --project_id willet-research-analytics
trino --server https://trino.willet.example.org:8443 --user praman --password --catalog hive
vault kv get secret/analytics/trino
export VAULT_TOKEN={{vault}}
vault kv put secret/analytics/superset secret_key=@superset_key.txt
terraform -chdir=../terraform plan
