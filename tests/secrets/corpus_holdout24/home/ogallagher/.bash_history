cd /projects/housing-prices
module load stata/18-mp
stata-mp -b do do/01_build_panel.do
tail -50 01_build_panel.log
export FRED_API_KEY={{hex32:fred-api-key}}
python py/fred_rates.py
curl -s -H "apikey: {{hex32:attom-api-key}}" -H "accept: application/json" "https://api.gateway.attomdata.com/propertyapi/v1.0.0/sale/snapshot?geoIdV4=6f0a3c2b1d9e8f7a6b5c4d3e2f1a0b9c&startsalesearchdate=2025/01/01"
curl "https://api.walkscore.com/score?format=json&lat=41.8781&lon=-87.6298&transit=1&wsapikey={{hex32:walkscore-api-key}}"
psql -h wrds-pgdata.wharton.upenn.edu -p 9737 -U ogallagher wrds
sbatch slurm/hedonic_array.sbatch
git commit -am "repeat-sales index, 2010-2025"
echo 'IPUMS_API_KEY={{ipums}}' >> ~/.Renviron
git clone https://git:{{overleaf}}@git.overleaf.com/6743f1c2a9b8d7e6f5a4b3c2 paper
