Rscript -e 'fredr::fredr_set_key("{{hex32:fred-api-key}}")'
python -c "import blpapi; print(blpapi.__version__)"
ssh -L 8194:blp-term01.kingfisher.example.nl:8194 eyildiz@gateway.kingfisher.example.nl
curl "https://api.worldbank.org/v2/country/TR;NL/indicator/FP.CPI.TOTL.ZG?format=json&date=2000:2024"
curl "https://data.nasdaq.com/api/v3/datasets/ODA/TUR_PCPIPCH.json?api_key={{nasdaq_data_link_key}}"
psql -h wrds-pgdata.wharton.upenn.edu -p 9737 -U eyildiz wrds
