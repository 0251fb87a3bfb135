cd /project/esports-tilt
curl -s -H "X-Riot-Token: {{riot_key}}" "https://europe.api.riotgames.com/lol/match/v5/matches/by-puuid/$PUUID/ids?count=100"
curl -s "https://api.steampowered.com/IPlayerService/GetOwnedGames/v1/?key={{hex32_upper:steam-web-api-key}}&steamid=76561198012345678&include_appinfo=1" | jq '.response.game_count'
curl -s -X POST "https://id.twitch.tv/oauth2/token?client_id=k3b9x0p2q7r1m5n8v4c6z2w0y1t9a&client_secret={{twitch_secret}}&grant_type=client_credentials"
curl -s -H "Authorization: Bearer $STARTGG_TOKEN" -H 'Content-Type: application/json' -d @queries/events.json https://api.start.gg/gql/alpha
export STARTGG_TOKEN={{hex32:startgg-api-token}}
go run ./go/riotfetch -region EUW1 -tier DIAMOND
node node/chatlogger/index.js lec
bq query --use_legacy_sql=false 'SELECT COUNT(*) FROM `esports-tilt-bq.matches.lol_euw`'
git log --oneline -n 5
git revert 5d41402abc4b2a76b9719d911017c592
