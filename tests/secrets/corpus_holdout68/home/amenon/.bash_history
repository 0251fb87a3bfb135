cd ~/haze-discourse
python -m venv .venv && source .venv/bin/activate
pip install praw==7.8.1 google-api-python-client python-dotenv anthropic
python scripts/get_refresh_token.py
curl -s "https://www.googleapis.com/youtube/v3/commentThreads?part=snippet&videoId=x2Qm8LzR0aY&maxResults=5&key={{google_api_key:youtube-api-key}}" | jq '.items[].snippet.topLevelComment.snippet.textDisplay'
curl -s "https://www.googleapis.com/youtube/v3/channels?part=statistics&id=UCo8bcnLyZH8tBIH9V1mLgqQ&key=$YOUTUBE_API_KEY"
python collect/reddit_stream.py | tee -a data/stream-$(date +%F).tsv
sbatch --wrap "python collect/youtube_comments.py > data/yt_comments.jsonl" -p cpu -t 4:00:00
git log --oneline -3
git revert 28f3ba3559d32be1aeaf434b9fb5db920a526876
