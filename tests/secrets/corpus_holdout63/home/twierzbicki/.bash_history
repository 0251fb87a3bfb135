cd ~/projects/platform-discourse
python -m collect.reddit_stream --subreddits norge,oslo,bergen --since 2025-01-01
curl -s -X POST -A 'linux:no.twite.platform-discourse:v0.9' --user 'Qx7mZp2LwK9vRt:{{b64url27:reddit-client-secret}}' -d grant_type=password -d username=twite_discourse_lab -d password="$REDDIT_PW" https://www.reddit.com/api/v1/access_token
curl -s -H "Authorization: bearer $TOK" -A 'linux:no.twite.platform-discourse:v0.9' https://oauth.reddit.com/r/norge/new?limit=100 | jq '.data.children[].data.id'
psql "postgresql://discourse:{{password:discourse-db-password}}@pg.twite.example.no:5432/discourse" -c '\dt'
python collect/perspective.py --batch data/comments_2025_02.parquet
sha256sum data/*.parquet > data/SHA256SUMS
docker compose up -d
