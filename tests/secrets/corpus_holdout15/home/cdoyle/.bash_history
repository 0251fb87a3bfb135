curl -s -H "X-Auth-Token: {{hex32:football-data-token}}" "https://api.football-data.org/v4/competitions/PL/matches?season=2025" > data/pl_2025.json
curl -s -H "x-apisports-key: {{hex32:api-football-key}}" "https://v3.football.api-sports.io/fixtures?league=39&season=2025" | jq '.results'
curl -s -H "x-apisports-key: $APISPORTS_KEY" "https://v3.football.api-sports.io/status"
kaggle competitions download -c nfl-big-data-bowl-2026-analytics
kaggle datasets download -d hugomathien/soccer
pip install statsbombpy kloppy mplsoccer skillcorner tableauserverclient
sbatch jobs/pitch_control.sbatch
