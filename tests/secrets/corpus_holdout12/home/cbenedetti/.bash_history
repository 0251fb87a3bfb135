cd /proj/chorale-mir
module load python/3.11 ffmpeg/6.1
export SPOTIPY_CLIENT_ID=5fe01282e44241328a84e7c5cc169165
export SPOTIPY_CLIENT_SECRET={{hex32:spotify-client-secret}}
export SPOTIPY_REDIRECT_URI=http://127.0.0.1:8888/callback
python src/spotify_features.py --playlist 37i9dQZF1DWWEJlAGA9gs0
curl -s "https://api.discogs.com/database/search?q=bach+chorale&type=release&token={{random40:discogs-token}}" | jq '.pagination'
curl -s "https://ws.audioscrobbler.com/2.0/?method=track.getInfo&artist=J.S.+Bach&track=Jesu,+meine+Freude&api_key={{hex32:lastfm-api-key}}&format=json"
curl -H "Authorization: Bearer {{b64url64:genius-access-token}}" "https://api.genius.com/search?q=Wachet%20auf"
curl -s "https://freesound.org/apiv2/search/text/?query=organ+chorale&token=$FREESOUND_KEY"
yt-dlp --cookies cookies.txt -x --audio-format flac "https://www.youtube.com/watch?v=7SKtfYp1T3c"
sha256sum data/audio/*.flac | head -2
sbatch jobs/extract_chroma.sbatch
