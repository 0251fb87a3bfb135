cd ~/proj/sen-pypsa
mamba activate pypsa-sen
snakemake -call results/networks/elec_s_120_ec_lcopt_3H.nc --profile profiles/brambling -n
snakemake -call solve_all_networks --profile profiles/brambling
python -c "from entsoe import EntsoePandasClient as C; c=C(api_key='{{uuid:entsoe-security-token}}'); print(c.query_day_ahead_prices('ES', start=__import__('pandas').Timestamp('20240101', tz='Europe/Madrid'), end=__import__('pandas').Timestamp('20240102', tz='Europe/Madrid')).head())"
curl -H "Authorization: Token {{hex40:renewables-ninja-token}}" "https://www.renewables.ninja/api/data/pv?lat=-23.65&lon=-70.40&date_from=2019-01-01&date_to=2019-12-31&dataset=merra2&capacity=1&system_loss=0.1&tracking=1&tilt=23&azim=180&format=json" -o ninja_antofagasta_pv.json
cat ~/.cdsapirc
julia --project=julia julia/opf_snapshot.jl
git push git@github.com:brambling-energia/sen-pypsa.git main
gh auth status
