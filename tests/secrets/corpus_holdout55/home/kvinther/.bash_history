cd /projects/platform-moderation
python -c "import praw; r = praw.Reddit('crossmod'); print(r.user.me())"
python scripts/yt_comments.py --channel UCBJycsmduvYEL83R_U4JriQ --since 2025-09-01
python scripts/bsky_firehose.py --collection app.bsky.feed.post --hours 6
bsky login --handle wrynecklab.bsky.social --password {{bluesky:bluesky-app-password}}
curl -s -X POST https://bsky.social/xrpc/com.atproto.server.createSession -H 'Content-Type: application/json' -d '{"identifier":"wrynecklab.bsky.social","password":"$BSKY_APP_PASSWORD"}'
curl -s -H "Authorization: Bearer {{b64url43:mastodon-access-token}}" https://mastodon.social/api/v1/accounts/verify_credentials | jq .acct
toot login_cli -i fediscience.org -e kvinther@wryneck.example.pt
sbatch slurm/classify_toxicity.sbatch
psql -h pgdb02 -U css_rw cssdb -c "select count(*) from posts where platform='bluesky'"
