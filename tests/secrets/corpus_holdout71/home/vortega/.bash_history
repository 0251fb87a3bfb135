curl -s "https://apps.bea.gov/api/data/?&UserID={{uuid_upper:bea-api-key}}&method=GETDATASETLIST&ResultFormat=JSON" | jq .
curl -s -X POST -H 'Content-Type: application/json' -d '{"seriesid":["LNS14000000","CES0000000001"],"startyear":"2015","endyear":"2025","registrationkey":"{{hex32:bls-api-key}}"}' https://api.bls.gov/publicAPI/v2/timeseries/data/
curl -s -X POST -H 'Content-Type: application/json' -d '{"seriesid":["LAUCN040010000000005","LAUCN040010000000006"],"startyear":"2020","endyear":"2024"}' https://api.bls.gov/publicAPI/v2/timeseries/data/
curl -s "https://api.stlouisfed.org/fred/series/observations?series_id=UNRATE&api_key=$FRED_API_KEY&file_type=json" | jq '.observations | length'
python python/ndl_pull.py
julia --project=julia julia/fetch_bls.jl
ssh-keygen -lf ~/.ssh/id_ed25519.pub
sha256sum data/raw/*.csv > data/raw/SHA256SUMS
