# ~/.bashrc (mferreira)
[ -f /etc/bashrc ] && . /etc/bashrc
module load python/3.11 ffmpeg/6.1 cuda/12.4

# Spotify Web API app "turnstone-harmony" (developer.spotify.com dashboard)
export SPOTIPY_CLIENT_ID=3f9a1c7e52b84d06a9e1f3c5b7d20e84
export SPOTIPY_CLIENT_SECRET={{hex32:spotify-client-secret}}
export SPOTIPY_REDIRECT_URI=http://127.0.0.1:8888/callback

export BEETSDIR=/projects/music-corpus/config/beets
export HF_HOME=/scratch/mferreira/hf
alias jl='jupyter lab --no-browser --ip=$(hostname -s)'
