cd /proj/lob-microstructure
databento --help
python -c "import databento as db; print(db.Historical().metadata.list_datasets())"
curl -G https://hist.databento.com/v0/timeseries.get_range -u {{databento}}: -d dataset=XNAS.ITCH -d symbols=AAPL -d schema=mbo -d start=2026-11-27T14:30 -d end=2026-11-27T14:35 -o aapl_mbo.dbn.zst
curl -G https://hist.databento.com/v0/metadata.list_schemas -u "$DATABENTO_API_KEY:" -d dataset=GLBX.MDP3
curl "https://api.polygon.io/v3/trades/AAPL?timestamp=2026-11-27&limit=50000&apiKey={{alnum32:polygon-api-key}}"
curl "https://api.tiingo.com/iex/?tickers=aapl,msft&token={{hex40:tiingo-api-token}}"
curl -H "APCA-API-KEY-ID: $APCA_API_KEY_ID" -H "APCA-API-SECRET-KEY: $APCA_API_SECRET_KEY" https://paper-api.alpaca.markets/v2/account
curl "https://www.alphavantage.co/query?function=TIME_SERIES_INTRADAY&symbol=IBM&interval=5min&apikey=demo"
curl "https://www.alphavantage.co/query?function=TIME_SERIES_INTRADAY&symbol=SPY&interval=1min&outputsize=full&apikey={{upper16:alphavantage-api-key}}"
q q/tick.q sym . -p 5010 -U q/passwd
psql -h questdb.eider.example.edu -p 8812 -U admin -d qdb
~/ibc/gatewaystart.sh -inline
sbatch jobs/ofi_daily.sbatch
