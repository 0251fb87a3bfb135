cd ~/projects/supplychain-risk
python -m src.comtrade_pull
curl -s -H "Ocp-Apim-Subscription-Key: {{hex32:comtrade-subscription-key}}" "https://comtradeapi.un.org/data/v1/get/C/A/HS?reporterCode=842&period=2023&cmdCode=8542"
cypher-shell -a bolt://neo4j-sc.sanderling.example.org:7687 -u neo4j -p '{{password:neo4j-password}}' -d supplychain "MATCH (n) RETURN count(n)"
databricks fs cp data/comtrade_8541_8542.parquet dbfs:/mnt/raw/comtrade/
kaggle datasets download -d jacopoferretti/global-supply-chain-dataset
curl "https://api.opencorporates.com/v0.4/companies/search?q=foxconn&api_token=$OPENCORPORATES_API_TOKEN"
git log --oneline | head -3
