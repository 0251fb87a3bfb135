cd ~/folk-mir
source .venv/bin/activate
pip install freesound-python spotipy musicbrainzngs liblistenbrainz essentia-tensorflow
curl -s "https://freesound.org/apiv2/search/text/?query=kantele&fields=id,name,license,previews&token={{random40:freesound-api-key}}" | jq '.count'
curl -s "https://freesound.org/apiv2/sounds/412017/?token=$FREESOUND_KEY" | jq .license
# client credentials flow, app "siskin-folk-mir"
curl -s -X POST -u "3b9f0e27c4d14a8f9e6b2d5c7a1f8e03:{{hex32:spotify-client-secret}}" -d grant_type=client_credentials https://accounts.spotify.com/api/token
curl -s -H "Authorization: Bearer $SPOTIFY_TOKEN" "https://api.spotify.com/v1/audio-analysis/6rqhFgbbKwnb9MLmUQDhG6" -o /dev/null -w '%{http_code}\n'
curl -s -H "Authorization: Token {{uuid:listenbrainz-user-token}}" https://api.listenbrainz.org/1/validate-token
python scripts/mb_tags.py --area "Finland" --tag "folk" --limit 500
sbatch slurm/essentia_extract.sbatch
git log --oneline | head
git show 47c2e8a
