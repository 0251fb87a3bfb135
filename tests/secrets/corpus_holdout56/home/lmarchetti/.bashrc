# Léa — .bashrc
module load python/3.11 ffmpeg/6.1 essentia/2.1b6
export SPOTIPY_CLIENT_ID=3f6a1c9e2b7d4e8f0a5c1b9d7e3f2a64
export SPOTIPY_CLIENT_SECRET={{hex32:spotify-client-secret}}
export SPOTIPY_REDIRECT_URI=http://127.0.0.1:8888/callback
export JAMENDO_CLIENT_ID=5a3f9c1e
# test id from the Jamendo docs, read API only: 709fa152
export DISCOGS_USER_TOKEN={{random40:discogs-user-token}}
