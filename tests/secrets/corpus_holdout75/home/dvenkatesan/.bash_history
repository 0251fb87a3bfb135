cd /projects/grid-sim
module load python/3.12 gurobi/11.0.3
source .venv/bin/activate
pip install gridstatusio entsoe-py pypsa==0.30.3
curl -s -X POST "https://ercotb2c.b2clogin.com/ercotb2c.onmicrosoft.com/B2C_1_PUBAPI-ROPC-FLOW/oauth2/v2.0/token?username=dvenkatesan%40yellowhammer.example.ca&password={{password_url:ercot-api-password}}&grant_type=password&scope=openid+fec253ea-0d06-4272-a5e6-b478baeecd70+offline_access&client_id=fec253ea-0d06-4272-a5e6-b478baeecd70&response_type=id_token" | jq -r .id_token > /tmp/ercot.tok
curl -s -H "Authorization: Bearer $(cat /tmp/ercot.tok)" -H "Ocp-Apim-Subscription-Key: {{hex32:ercot-api-subscription-key}}" "https://api.ercot.com/api/public-reports/np4-190-cd/dam_stlmnt_pnt_prices?deliveryDateFrom=2025-07-01" | jq '.data | length'
rm /tmp/ercot.tok
curl -s "https://api.eia.gov/v2/electricity/rto/region-data/data/?api_key=$EIA_KEY&frequency=hourly&data[0]=value&facets[respondent][]=ERCO" | jq '.response.total'
curl -s "https://api.eia.gov/v2/electricity/rto/region-data/?api_key=DEMO_KEY"
python markets/aeso_pool_price.py --start 2025-01-01 --end 2025-06-30
sbatch slurm/pypsa_canada.sbatch
git -C /projects/grid-sim log --oneline | head
