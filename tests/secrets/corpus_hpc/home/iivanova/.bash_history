module avail
module load python/3.11
export OPENAI_API_KEY={{openai}}
python summarize.py
export API_KEY={{random40:shell-export-secret}}
echo $API_KEY
ssh login02
curl -s -X POST https://api.telegram.org/bot{{telegram}}/sendMessage -d chat_id=-1001234567890 -d text="job done"
curl -X POST -H 'Content-type: application/json' --data '{"text":"done"}' https://hooks.slack.com/services/{{slack_webhook}}
git clone https://github.com/example-lab/pipeline.git
git clone https://iivanova:{{github_fine:git-credentials}}@github.com/example-lab/private-pipeline.git
pip install --index-url https://__token__:${PYPI_TOKEN}@nexus.example.edu/simple pipeline
docker login ghcr.io -u iivanova --password-stdin < ~/.ghcr_token
PGPASSWORD={{password:env-password}} psql -h db.example.edu -U iivanova lab
psql "postgresql://iivanova:{{password14:database-url-password}}@db.example.edu:5432/lab"
psql "postgresql://iivanova@db.example.edu:5432/lab"
htop
history | grep sbatch
