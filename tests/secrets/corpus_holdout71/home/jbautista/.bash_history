curl -s -X POST https://redcap.serin.example.mx/api/ -d token={{redcap_token}} -d content=record -d format=csv -d type=flat > data/cohorte_raw.csv
curl -s -X POST https://redcap.serin.example.mx/api/ -d token=$REDCAP_API_TOKEN -d content=metadata -d format=json | jq length
curl -s -X POST https://redcap.serin.example.mx/api/ -d token={{redcap_super_token}} -d content=project -d format=json --data-urlencode 'data=[{"project_title":"Cohorte Salud Seguimiento 2026","purpose":"1"}]'
Rscript R/extraer_redcap.R
python python/redcap_sync.py
sha256sum data/cohorte_raw.csv
git status
