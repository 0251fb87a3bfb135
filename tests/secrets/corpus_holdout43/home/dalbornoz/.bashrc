# ~/.bashrc — Diego
. /etc/bashrc
module load python/3.11 ffmpeg/6.1 essentia/2.1b6
export SPOTIPY_CLIENT_ID=5f8c2a9e1b7d4c3fa6e0b9d2c8f1a4e7
export SPOTIPY_CLIENT_SECRET={{hex32:spotify-client-secret}}
export SPOTIPY_REDIRECT_URI=http://127.0.0.1:8888/callback
export ESSENTIA_MODELS=/project/essentia-tempo/models
