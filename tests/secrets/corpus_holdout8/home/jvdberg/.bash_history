cd /gannet/projects/grid-decarb
mamba activate pypsa-eur
snakemake -j 200 --profile slurm solve_elec_networks
gurobi_cl --license
grbprobe
curl "https://web-api.tp.entsoe.eu/api?securityToken=$ENTSOE_API_KEY&documentType=A44&in_Domain=10YNL----------L&out_Domain=10YNL----------L&periodStart=202401010000&periodEnd=202401020000"
curl -H "Authorization: Token {{hex40:renewables-ninja-token}}" "https://www.renewables.ninja/api/data/pv?lat=52.1&lon=5.1&date_from=2019-01-01&date_to=2019-12-31&dataset=merra2&capacity=1&system_loss=0.1&tracking=0&tilt=35&azim=180&format=json"
curl -H "Authorization: Bearer {{alnum32:solcast-api-key}}" "https://api.solcast.com.au/data/historic/radiation_and_weather?latitude=52.1&longitude=5.1&start=2024-06-01T00:00:00Z&duration=P7D"
curl -u {{stripe:octopus-energy-api-key}}: https://api.octopus.energy/v1/electricity-meter-points/
git log --oneline -n 5
