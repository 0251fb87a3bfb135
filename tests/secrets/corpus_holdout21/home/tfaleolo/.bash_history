cd /project/building-flex
curl -s "https://monitoringapi.solaredge.com/site/3184211/energy?timeUnit=QUARTER_OF_AN_HOUR&startDate=2025-11-01&endDate=2025-11-02&api_key={{upper32:solaredge-api-key}}" | jq '.energy.values | length'
curl -s -H "Authorization: Bearer 5K4MVS-OjfWhK_4yrjOlFe1F6kJXPVf7eQYggo8ebAE" -H "Content-Type: application/json" -d '{"query":"{viewer{name}}"}' https://api.tibber.com/v1-beta/gql
python src/niagara_bql.py --points 'AHU*' --since 2025-10-01
cargo run --release --manifest-path shelly/Cargo.toml -- --device 3494546ef9a2
energyplus -w weather/NZL_AUK_Auckland.931190_IWEC.epw -d out/ models/block_c.idf
sbatch jobs/mpc_sweep.sbatch
grbgetkey 8c1f4e2a-0000-0000-0000-000000000000
