# anibhriain — hive-acoustics
module load python/3.11 ffmpeg/6.1
export HIVE_DATA=/projects/hive-acoustics/data
export GRAFANA_URL=https://grafana-bees.pratincole.example.org
export GRAFANA_TOKEN={{grafana_sa}}
export BROODMINDER_API_KEY=your-api-key-here   # real one is in projects/hive-acoustics/.env
