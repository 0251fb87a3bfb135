# spotipy reads these; the client id is the app's public id, the secret is not
export SPOTIPY_CLIENT_ID=4c9a1e7f3b2d48a6905e1c7b3a2f8d64
export SPOTIPY_CLIENT_SECRET={{hex32:spotify-client-secret}}
export SPOTIPY_REDIRECT_URI=http://127.0.0.1:8888/callback
