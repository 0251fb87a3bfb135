cd /projects/kg-repurpose
docker compose up -d neo4j
cypher-shell -a neo4j+s://7f3e2a1b.databases.neo4j.io -u neo4j -p '{{b64url43:neo4j-aura-password}}' "MATCH (n) RETURN count(n)"
cypher-shell -a bolt://localhost:7687 -u neo4j -f load/import.cypher
curl -fL -o drugbank_all_full_database.xml.zip -u rmehta@greenshank.example.org:{{password:drugbank-password}} https://go.drugbank.com/releases/5-1-12/downloads/all-full-database
sha1sum drugbank_all_full_database.xml.zip
curl https://api.anthropic.com/v1/messages -H "x-api-key: $ANTHROPIC_API_KEY" -H "anthropic-version: 2023-06-01" -H "content-type: application/json" -d @prompt.json
sbatch embed.sbatch
python src/query_kg.py MONDO:0005148
Rscript src/umls_lookup.R
git log -1 --format=%H
