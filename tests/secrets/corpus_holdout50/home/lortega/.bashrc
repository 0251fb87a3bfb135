# .bashrc -- lortega (music information retrieval)
module load ffmpeg/7.0 python/3.12
source ~/.config/spotipy/env.sh
export FREESOUND_API_KEY={{random40:freesound-api-key}}
export DISCOGS_USER_TOKEN={{random40:discogs-user-token}}
export LASTFM_API_KEY={{hex32:lastfm-api-key}}
export LASTFM_SHARED_SECRET={{hex32:lastfm-shared-secret}}
export ACOUSTID_CLIENT=Hz8kQ2pL3v
# MusicBrainz edits go through my account
export MB_USER=lortega
export MB_PASSWORD='{{password:musicbrainz-password}}'
alias ff='ffprobe -hide_banner'
