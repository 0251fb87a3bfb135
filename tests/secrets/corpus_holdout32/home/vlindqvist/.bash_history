psql -h wrds-pgdata.wharton.upenn.edu -p 9737 -U vlindqvist -d wrds
python -c "import wrds; db = wrds.Connection(wrds_username='vlindqvist'); db.create_pgpass_file()"
databento --help
curl -s "https://api.polygon.io/v3/reference/tickers/AAPL?apiKey={{polygon_key}}" | jq .
curl -s "https://www.alphavantage.co/query?function=TIME_SERIES_INTRADAY&symbol=IBM&interval=5min&apikey=demo" | head
q tick.q -p 5011 -U /etc/kdb/users
sha256sum aapl_mbo_20240315.dbn.zst
curl -s -H "APCA-API-KEY-ID: $APCA_API_KEY_ID" -H "APCA-API-SECRET-KEY: $APCA_API_SECRET_KEY" https://paper-api.alpaca.markets/v2/account | jq .status
