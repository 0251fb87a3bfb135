cd ~/projects/grid-forecast
curl -s -u {{octopus_key}}: "https://api.octopus.energy/v1/electricity-meter-points/1200038712345/meters/21L4381234/consumption/?page_size=100" | jq .count
psql "$TIMESCALE_URL" -c "select count(*) from load_15min"
curl -s -H "Authorization: Bearer {{grafana_sa}}" https://grafana.stint.example.org/api/dashboards/uid/grid-dayahead | jq .meta.version
sbatch jobs/train_tft.sbatch
kaggle datasets download -d mcarvalho/iberian-load-2015-2025
sha256sum iberian-load-2015-2025.zip
mlflow runs list --experiment-id 2718281828459045
