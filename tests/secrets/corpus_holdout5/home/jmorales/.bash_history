cd /projects/corpus-of-covers
python scripts/spotify_audio_features.py --playlist 37i9dQZF1DXcBWIGoYBM5M
export SPOTIPY_CLIENT_ID=5f573c9620494bae87890c0f08a60293
export SPOTIPY_CLIENT_SECRET={{hex32:spotify-client-secret}}
curl -s "https://freesound.org/apiv2/search/text/?query=guitar+cover&token={{random40:freesound-api-key}}" | jq '.count'
curl -s -H "Authorization: Discogs token={{random40:discogs-personal-token}}" https://api.discogs.com/database/search?q=Jolene
yt-dlp -x --audio-format flac -a lists/covers_batch3.txt
sbatch scripts/extract_chroma.sbatch
git status
