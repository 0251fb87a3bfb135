cd /projects/nordic-grid
curl -s -H "x-api-key: {{hex32:fingrid-api-key}}" "https://data.fingrid.fi/api/datasets/124/data?startTime=2026-01-01T00:00:00Z&endTime=2026-01-08T00:00:00Z&pageSize=20000" | jq '.data | length'
curl -s -H "x-api-key: $FINGRID_OPENDATA_API_KEY" "https://data.fingrid.fi/api/datasets/181/data" | head
curl -s "https://web-api.tp.entsoe.eu/api?securityToken={{uuid:entsoe-security-token}}&documentType=A44&in_Domain=10YFI-1--------U&out_Domain=10YFI-1--------U&periodStart=202601010000&periodEnd=202601080000" -o da_prices_fi.xml
python python/nordpool_dayahead.py --area FI,SE1,SE3 --date 2026-01-07
sbatch jobs/pypsa_nordic.sbatch
git push origin main
