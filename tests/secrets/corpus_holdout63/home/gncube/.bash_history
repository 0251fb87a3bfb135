pip install Mastodon.py google-api-python-client google-auth-oauthlib yt-dlp
python -c "from mastodon import Mastodon; Mastodon.create_app('twite-fedivideo', api_base_url='https://mastodon.social', to_file='~/.config/mastodon/clientcred.secret')"
python -c "from mastodon import Mastodon; m=Mastodon(client_id='~/.config/mastodon/clientcred.secret'); m.log_in('gncube@twite.example.no', '{{password:mastodon-password}}', to_file='~/.config/mastodon/usercred.secret')"
curl -s "https://www.googleapis.com/youtube/v3/commentThreads?part=snippet&videoId=dQw4w9WgXcQ&maxResults=100&key={{google_api_key:youtube-api-key}}" | jq '.items | length'
curl -s "https://www.googleapis.com/youtube/v3/channels?part=statistics&id=UCYfdidRxbB8Qhf0Nx7ioOYw&key=$YT_KEY" | jq .
curl -s -H "Authorization: Bearer {{b64url43:mastodon-access-token}}" "https://mastodon.social/api/v1/timelines/tag/klima?limit=40" | jq '.[].id'
yt-dlp --cookies ~/.config/yt-dlp/cookies.txt --skip-download --write-comments "https://www.youtube.com/watch?v=kJQP7kiw5Fk"
python collect/yt_comments.py --channels collect/channels.csv
