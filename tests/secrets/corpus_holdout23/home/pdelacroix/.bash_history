cd /godwit/projects/pollen-forecast
export OPENAQ_API_KEY={{hex64:openaq-api-key}}
export PURPLEAIR_WRITE_KEY={{uuid_upper:purpleair-write-key}}
python -m src.ingest --once
curl -s "https://api.ambeedata.com/latest/pollen/by-lat-lng?lat=48.85&lng=2.35" -H "x-api-key: {{hex64:ambee-api-key}}" -H "Content-type: application/json"
curl -s "https://pollen.googleapis.com/v1/mapTypes/TREE_UPI/heatmapTiles/2/1/1?key=AIzaSyDUMMYDUMMYDUMMYDUMMYDUMMYDUMMY00"
streamlit run app/Home.py --server.port 8601
systemctl --user restart pollen-ingest.timer
sentry-cli login --auth-token {{sentry_user}}
sentry-cli releases new pollen@2026.12.1
