cd ~/rumour-channels
pip install telethon==1.38.1 atproto==0.0.56 python-dotenv
python scrape/make_session.py
set -a; source .env; set +a
python scrape/telegram_channels.py > data/tg_$(date +%F).tsv
bsky login --handle rumourlab.bsky.social --password {{bluesky}}
bsky whoami
bsky search "durian cure dengue" --limit 50
curl -s "https://api.telegram.org/bot$ALERT_BOT_TOKEN/getUpdates" | jq '.result[-1].message.chat.id'
python alerts/daily_digest.py
du -sh data/
