cd ~/precedent-graph && source .venv/bin/activate
curl -H "Authorization: Token {{hex40:courtlistener-api-token}}" "https://www.courtlistener.com/api/rest/v4/search/?q=%22qualified+immunity%22&type=o"
curl "https://api.govinfo.gov/collections/USCOURTS/2026-01-01T00:00:00Z?pageSize=100&api_key=DEMO_KEY"
python -m src.cite_graph --court ca9 --since 2015 --out data/ca9.parquet
huggingface-cli upload wagtail-legal/opinion-embed-v2 ./ckpt --private
sbatch slurm/finetune_legalbert.sh
curl -s -X POST "https://ls.wagtail.example.jp/api/projects/14/import" -H "Authorization: Token $LABEL_STUDIO_API_KEY" -F file=@data/sample.jsonl
git rev-parse HEAD
