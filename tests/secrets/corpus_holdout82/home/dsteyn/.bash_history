cd ~/maize-futures
conda activate quant
curl -s -H "Authorization: Bearer {{shoveler_oanda_token}}" "https://api-fxpractice.oanda.com/v3/accounts/101-004-28371946-001/summary" | jq .account.NAV
curl "https://eodhd.com/api/eod/MCD.US?api_token=demo&fmt=json" | head
curl "https://eodhd.com/api/eod/NPN.JSE?api_token={{shoveler_eodhd_token}}&fmt=json&from=2020-01-01" -o npn.json
curl -H "Authorization: Bearer {{shoveler_tradier_token}}" -H "Accept: application/json" "https://sandbox.tradier.com/v1/markets/quotes?symbols=CORN,WEAT"
export IEX_PUBLISHABLE=pk_4f8a1c2e9b7d3a6c5e0f1b2d8c9a7e3f
python src/pull_prices.py --start 2015-01-01
./ibc/gatewaystart.sh -inline
git commit -am "paper strategy v3"
