cd ~/projects/market-micro
curl "https://finnhub.io/api/v1/quote?symbol=BTI&token={{chiffchaff_finnhub_key}}"
curl "https://api.marketstack.com/v1/eod?access_key={{hex32:marketstack-access-key}}&symbols=NPN.XJSE&date_from=2026-10-01"
curl -s -X POST https://api.openfigi.com/v3/mapping -H 'Content-Type: application/json' -H "X-OPENFIGI-APIKEY: {{uuid:openfigi-api-key}}" -d '[{"idType":"ID_ISIN","idValue":"ZAE000015889"}]'
curl "https://api.twelvedata.com/time_series?symbol=AAPL&interval=1min&apikey=demo"
psql "host=wrds-pgdata.wharton.upenn.edu port=9737 dbname=wrds user=fpatel sslmode=require" -c "select count(*) from taqm_2024.ctm_20240102"
python src/quotes.py
git add src notebooks && git commit -m "spreads notebook"
