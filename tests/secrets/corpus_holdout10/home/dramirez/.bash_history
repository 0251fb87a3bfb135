cd ~/projects/legislative-text
curl -s -H "Authorization: Token {{hex40:courtlistener-api-token}}" "https://www.courtlistener.com/api/rest/v4/search/?q=%22qualified+immunity%22&type=o" | jq .count
curl -s "https://api.congress.gov/v3/bill/118/hr?format=json&api_key=DEMO_KEY" | head
curl -s "https://api.congress.gov/v3/bill/118/s/2226/text?api_key={{random40:api-data-gov-key}}" -o data/s2226.json
dvc pull data/bills.parquet.dvc
cargo run --release --bin legiscan -- --state TX --session 2025
git log -1 --format=%H
