pip install --user statsbombpy==1.14.0 mplsoccer
python -c "from statsbombpy import sb; print(sb.competitions().shape)"
curl -s -H "Authorization: Basic {{statsbomb_basic}}" https://data.statsbombservices.com/api/v4/competitions | jq length
curl -s "https://api.sportmonks.com/v3/football/fixtures/between/2025-02-01/2025-02-28?api_token={{sportmonks}}&include=participants;scores" | jq '.data | length'
curl -s "https://api.sportmonks.com/v3/football/leagues?api_token=$SPORTMONKS_TOKEN" | jq '.data[].name'
curl -s -H "X-Auth-Token: $FD_TOKEN" https://api.football-data.org/v4/competitions/PL/matches?season=2024 | jq '.resultSet'
sbatch models/xg_train.sbatch
mlflow runs list --experiment-id 7
kubectl -n sports apply -f k8s/ingest-secret.yaml
git rev-parse HEAD
