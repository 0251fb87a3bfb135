cd ~/projects/jse-liquidity
Rscript macro/fred_pull.R
curl -H "Content-Type: application/json" "https://api.tiingo.com/tiingo/daily/gfi/prices?startDate=2024-01-01&token={{hex40:tiingo-api-token}}"
python factset/fetch_fundamentals.py --ids NPN-ZA FSR-ZA SBK-ZA
jupyter lab --no-browser --port 8893
python datastream/dsws.py
cat ~/factset/app-config.json | jq .name
git diff --stat
