cd /projects/flood-fc
huggingface-cli login --token {{hf}}
python python/glofas_fetch.py --year 2026
wandb login --relogin
export HYPE_RUN_ID=$(uuidgen)
sbatch jobs/lstm_train.sbatch
redis-cli -h redis-flood.smew.example.fi -a '{{password:redis-password}}' ping
redis-cli -h redis-flood.smew.example.fi -a "$REDIS_PW" info keyspace
python dashboard/manage.py createsuperuser --username admin
git remote set-url origin https://jrantala:{{github_pat:github-token}}@github.com/smew-hydro/flood-fc.git
docker login ghcr.io -u jrantala --password-stdin < ~/.ghcr_token
